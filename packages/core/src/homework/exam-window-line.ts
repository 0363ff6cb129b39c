import { examHomeworkStatusLabels } from './exam-homework-status-labels';
import { formatMoscowDateTime } from './homework-messages';
import type { HomeworkExam } from './homework-schemas';

/** A rehearsal assigned as homework in one line, where a card has room for one: 'Начать можно с … до … (МСК) · Не начат'. */
export function examWindowLine(exam: Pick<HomeworkExam, 'opens_at' | 'closes_at' | 'status'>): string {
  const opens = formatMoscowDateTime(new Date(exam.opens_at));
  const closes = formatMoscowDateTime(new Date(exam.closes_at));
  return `Начать можно с ${opens} до ${closes} (МСК) · ${examHomeworkStatusLabels[exam.status]}`;
}
