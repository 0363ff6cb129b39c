import type { ExamWindowValue } from '../components/exam-window-fields';
import { moscowLocalOf } from './moscow-local-time';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/** From now for a week: a teacher usually gives a rehearsal to do within the week. */
export function defaultExamWindow(now: Date): ExamWindowValue {
  return { opensAt: moscowLocalOf(now), closesAt: moscowLocalOf(new Date(now.getTime() + weekMs)) };
}
