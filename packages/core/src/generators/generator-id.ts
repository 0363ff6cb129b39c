/** A generator's key as stored with its tasks and written in task.yaml: type 5 → "type-05". */
export function generatorIdOf(type: number): string {
  return `type-${String(type).padStart(2, '0')}`;
}

/** The task type a generator key names ("type-05" → 5), or null for a text of another form. */
export function typeOfGeneratorId(id: string): number | null {
  const match = /^type-(\d{2})$/.exec(id);
  return match ? Number(match[1]) : null;
}
