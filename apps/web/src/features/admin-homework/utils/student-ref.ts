/** A student the homework goes to: found by search, by a pasted list or from an earlier issue. */
export type StudentRef = { id: number; username: string };

/** The list with the new students added at its end, each once. */
export function withStudents(current: readonly StudentRef[], added: readonly StudentRef[]): StudentRef[] {
  const result = [...current];
  const known = new Set(current.map((student) => student.id));
  for (const student of added) {
    if (known.has(student.id)) continue;
    known.add(student.id);
    result.push(student);
  }
  return result;
}
