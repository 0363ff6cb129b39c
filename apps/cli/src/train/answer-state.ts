import type { CheckResult, RevealResult } from '@ege/core/tasks/bank/task-schemas';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import type { TrainerQuestion } from './load-trainer-screen';

/** One question's answer on screen: what is typed, what the server said, and the timer's marks. */
export type AnswerState = {
  value: AnswerValue;
  attempts: number;
  result: CheckResult | null;
  checkError: string | null;
  inputError: string | null;
  revealed: RevealResult | null;
  /** The worked solution ('Разбор'): the server gives it once the task is solved or its answer shown. */
  solution: string | null;
  busy: boolean;
  shownAt: number;
  solvedAt: number | null;
};

export const answerStateOf = (question: TrainerQuestion, now: number): AnswerState => ({
  value: question.value,
  attempts: 0,
  result: null,
  checkError: null,
  inputError: null,
  revealed: question.revealed,
  solution: question.task.solution ?? null,
  busy: false,
  shownAt: now,
  solvedAt: null,
});

export const isSolved = (question: TrainerQuestion, state: AnswerState) => question.solvedBefore || state.result?.is_correct === true;
export const isLocked = (question: TrainerQuestion, state: AnswerState) => isSolved(question, state) || state.revealed !== null;
