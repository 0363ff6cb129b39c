/** '1 задание', '3 задания', '27 заданий'. */
export function pluralTasks(count: number): string {
  const tens = Math.abs(count) % 100;
  const ones = tens % 10;
  if (tens >= 11 && tens <= 14) return `${count} заданий`;
  if (ones === 1) return `${count} задание`;
  if (ones >= 2 && ones <= 4) return `${count} задания`;
  return `${count} заданий`;
}
