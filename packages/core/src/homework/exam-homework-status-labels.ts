import type { HomeworkExam } from './homework-schemas';

/** How a rehearsal assigned as homework stands, in one wording for the staff's history and the student's profile. */
export const examHomeworkStatusLabels: Record<HomeworkExam['status'], string> = {
  not_started: 'Не начат',
  active: 'Идёт',
  finished: 'Завершён',
};
