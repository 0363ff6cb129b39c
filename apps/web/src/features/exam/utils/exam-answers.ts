import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { answerValueOf, isBlankAnswer, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import type { ExamTask } from '@ege/core/exam/exam-schemas';
import type { VariantAnswer } from '@ege/core/variants/variant-schemas';

/** What a save sends for the inputs: trimmed values, null for blank inputs (the server clears the answer). */
export function examAnswerOf(value: AnswerValue): VariantAnswer | null {
  if (isBlankAnswer(value)) return null;
  return value.kind === 'field' ? { user_answer: value.value.trim() } : { user_table_answer: value.rows.map((row) => row.map((cell) => cell.trim())) };
}

/** A saved answer (or none) back in the inputs of the task's layout. */
export function answerValueOfTask(task: Pick<ExamTask, 'type' | 'table_shape'>, answer: VariantAnswer | null | undefined): AnswerValue {
  return answerValueOf(answerLayoutOf(task.type, task.table_shape), answer?.user_answer, answer?.user_table_answer);
}

/** One line for the review: a table's rows joined by ' | ', cells by spaces; '' for no answer. */
export function answerLineOf(value: AnswerValue): string {
  const answer = examAnswerOf(value);
  if (!answer) return '';
  if (answer.user_table_answer) return answer.user_table_answer.map((row) => row.filter((cell) => cell !== '').join(' ')).join(' | ');
  return answer.user_answer ?? '';
}
