/** SPEC §9: the speed rating of a solve, by its seconds. */
export function speedRatingOf(seconds: number): { label: string; color: string } {
  if (seconds <= 60) return { label: 'Отлично', color: 'green' };
  if (seconds <= 120) return { label: 'Хорошо', color: 'teal' };
  if (seconds <= 300) return { label: 'Удовлетворительно', color: 'yellow' };
  return { label: 'Требует улучшения', color: 'orange' };
}
