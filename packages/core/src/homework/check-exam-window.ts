import { AppError } from '../errors/app-error';
import { examWindowPastMessage, type ExamWindowInput } from './homework-schemas';

/**
 * A rehearsal's window as instants, refused when it has already closed by the server's clock: such an
 * assignment could never be started. Order and length are the schema's checks (no clock needed).
 */
export function checkExamWindow(window: ExamWindowInput, now: Date): { opensAt: Date; closesAt: Date } {
  const opensAt = new Date(window.opens_at);
  const closesAt = new Date(window.closes_at);
  if (closesAt.getTime() <= now.getTime()) {
    throw new AppError('BAD_REQUEST', examWindowPastMessage, { fields: { 'exam.closes_at': [examWindowPastMessage] } });
  }
  return { opensAt, closesAt };
}
