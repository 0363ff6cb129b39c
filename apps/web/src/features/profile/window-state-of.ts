import type { HomeworkExam } from '@ege/core/homework/homework-schemas';

export type WindowState = 'before' | 'open' | 'closed';

/** Where now stands against a rehearsal's start window, by the browser's clock: the server decides again at the start. */
export function windowStateOf(exam: Pick<HomeworkExam, 'opens_at' | 'closes_at'>, now: number): WindowState {
  if (now < Date.parse(exam.opens_at)) return 'before';
  return now < Date.parse(exam.closes_at) ? 'open' : 'closed';
}
