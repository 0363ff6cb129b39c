import type { AnswerLayout } from '@ege/core/tasks/checking/answer-layout';
import type { VariantAnswer, VariantAnswers } from '@ege/core/variants/variant-schemas';
import { answerValueOf, isBlankAnswer, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import type { InlineVerdicts } from './variant-draft';

/** The answers handed to the results page (SPEC §2): keyed by task id, a field or a table. */
export type AnswersHandoff = Record<string, { userAnswer: string } | { userTableAnswer: string[][] }>;

export function isAnswered(answer: VariantAnswer | undefined): boolean {
  if (!answer) return false;
  if (answer.user_table_answer) return answer.user_table_answer.some((row) => row.some((cell) => cell.trim() !== ''));
  return (answer.user_answer ?? '').trim() !== '';
}

/**
 * The answers with one task's inputs put in as typed (trimmed only when sent); emptied inputs
 * take the task out, so 'answered' means something is there.
 */
export function withAnswer(answers: VariantAnswers, taskId: number, value: AnswerValue): VariantAnswers {
  const key = String(taskId);
  const next = { ...answers };
  const stored = storedAnswerOf(value);
  if (stored) next[key] = stored;
  else delete next[key];
  return next;
}

/** The inputs as a stored answer; none for empty inputs. */
export function storedAnswerOf(value: AnswerValue): VariantAnswer | undefined {
  if (isBlankAnswer(value)) return undefined;
  return value.kind === 'field' ? { user_answer: value.value } : { user_table_answer: value.rows.map((row) => [...row]) };
}

/** A stored answer back in the inputs of the task's layout (empty inputs when there is none). */
export function answerValueFromStored(layout: AnswerLayout, answer: VariantAnswer | undefined): AnswerValue {
  return answerValueOf(layout, answer?.user_answer, answer?.user_table_answer);
}

function trimmedAnswerOf(answer: VariantAnswer): VariantAnswer | null {
  if (!isAnswered(answer)) return null;
  if (answer.user_table_answer) return { user_table_answer: answer.user_table_answer.map((row) => row.map((cell) => cell.trim())) };
  return { user_answer: (answer.user_answer ?? '').trim() };
}

/** What the server gets: trimmed values, blank answers left out. */
export function answersForServer(answers: VariantAnswers): VariantAnswers {
  const result: VariantAnswers = {};
  for (const [taskId, answer] of Object.entries(answers)) {
    const trimmed = trimmedAnswerOf(answer);
    if (trimmed) result[taskId] = trimmed;
  }
  return result;
}

/** The same answer typed the same way gives the same key: a verdict stays only while the answer does. */
export function answerKeyOf(answer: VariantAnswer | undefined): string {
  const trimmed = answer ? trimmedAnswerOf(answer) : null;
  if (!trimmed) return '';
  return trimmed.user_table_answer ? trimmed.user_table_answer.map((row) => row.join(' ')).join(' | ') : (trimmed.user_answer ?? '');
}

export function countAnswered(taskIds: readonly number[], answers: VariantAnswers): number {
  return taskIds.filter((id) => isAnswered(answers[String(id)])).length;
}

/**
 * Where 'Сохранить ответ' goes: the next task; from the last one, back to the first task still
 * without an answer; when every task has one, it stays.
 */
export function nextIndexAfterSave(current: number, taskIds: readonly number[], answers: VariantAnswers): number {
  if (current < taskIds.length - 1) return current + 1;
  const unanswered = taskIds.findIndex((id) => !isAnswered(answers[String(id)]));
  return unanswered === -1 ? current : unanswered;
}

export function handoffOf(answers: VariantAnswers): AnswersHandoff {
  const handoff: AnswersHandoff = {};
  for (const [taskId, answer] of Object.entries(answersForServer(answers))) {
    handoff[taskId] = answer.user_table_answer ? { userTableAnswer: answer.user_table_answer } : { userAnswer: answer.user_answer ?? '' };
  }
  return handoff;
}

export type Verdict = 'correct' | 'incorrect';

/** The inline verdict of a task while its answer is the one that was checked; a changed answer has none. */
export function verdictOf(verdicts: InlineVerdicts, taskId: number, answers: VariantAnswers): Verdict | null {
  const verdict = verdicts[String(taskId)];
  const key = answerKeyOf(answers[String(taskId)]);
  if (!verdict || key === '' || verdict.answerKey !== key) return null;
  return verdict.isCorrect ? 'correct' : 'incorrect';
}
