import { AppError } from '../errors/app-error';
import { taskNotInExamMessage } from '../exam/exam-messages';
import type { ExamRow } from '../exam/exam-row';

/** A rehearsal's code is kept only for its own tasks; any other is answered as missing (404). */
export function assertTaskInExam(exam: ExamRow, taskId: number): void {
  if (!exam.task_ids.includes(taskId)) throw new AppError('NOT_FOUND', taskNotInExamMessage);
}
