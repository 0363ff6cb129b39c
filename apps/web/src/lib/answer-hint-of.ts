import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';

/** A line under the answer inputs for the types whose table needs explaining; task 27 says where each file goes in its own table. */
export function answerHintOf(type: number, value: AnswerValue): string | undefined {
  if (type === 26) return 'Два числа: ответ на первую и на вторую часть. Можно вставить оба через пробел в первую ячейку.';
  if (type === 27 && value.kind === 'table' && value.rows.length === 1) {
    return 'Первое число — файл A, второе — файл B. Можно вставить оба через пробел в первую ячейку.';
  }
  if (type === 27) return 'Первая строка — файл A, вторая — файл B. Можно вставить все числа через пробел в первую ячейку.';
  return undefined;
}
