import type { ExamWindowValue } from '../components/exam-window-fields';
import { instantOfMoscowLocal } from './moscow-local-time';

/** The window as the API takes it, or the message to show when a field is not filled. */
export function examWindowRequest(value: ExamWindowValue): { exam: { opens_at: string; closes_at: string } } | { error: string } {
  const opens = instantOfMoscowLocal(value.opensAt);
  const closes = instantOfMoscowLocal(value.closesAt);
  if (opens === null || closes === null) return { error: 'Укажите дату и время начала и окончания окна' };
  return { exam: { opens_at: opens, closes_at: closes } };
}
