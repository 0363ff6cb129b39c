/** A line under the answer inputs for the types whose table needs explaining. */
export function answerHintOf(type: number): string | undefined {
  if (type === 26) return 'Два числа: ответ на первую и на вторую часть. Можно вставить оба через пробел в первую ячейку.';
  if (type === 27) return 'Первая строка — файл A, вторая — файл B. Можно вставить все числа через пробел в первую ячейку.';
  return undefined;
}
