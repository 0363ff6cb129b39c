/** The subjects the bank holds: informatics (SPEC §1: the default subject code is 'inf'). */
export const subjectOptions: readonly { value: string; label: string }[] = [{ value: 'inf', label: 'Информатика (inf)' }];

/** The options, with the subject of a task or draft from elsewhere (an import, the API) kept as it is. */
export function subjectOptionsWith(current: string): { value: string; label: string }[] {
  const known = subjectOptions.some((option) => option.value === current);
  return known || current.trim() === '' ? [...subjectOptions] : [...subjectOptions, { value: current, label: current }];
}
