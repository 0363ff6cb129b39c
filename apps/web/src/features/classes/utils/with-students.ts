/** A student of a list class, as search and the names lookup find him. */
export type ClassMember = { id: number; username: string };

/** The list with the new students added at its end, each once. */
export function withStudents(current: readonly ClassMember[], added: readonly ClassMember[]): ClassMember[] {
  const known = new Set(current.map((student) => student.id));
  const result = [...current];
  for (const student of added) {
    if (known.has(student.id)) continue;
    known.add(student.id);
    result.push(student);
  }
  return result;
}
