/** Task difficulty 1–3 (SPEC §2): its label and the colour of its badge. */
export const difficultyOptions = [
  { value: '1', label: 'Лёгкая', color: 'green' },
  { value: '2', label: 'Средняя', color: 'yellow' },
  { value: '3', label: 'Сложная', color: 'red' },
] as const;

export function difficultyOf(difficulty: number): { label: string; color: string } {
  return difficultyOptions.find((option) => option.value === String(difficulty)) ?? { label: `Сложность ${difficulty}`, color: 'gray' };
}
