import type { HomeworkStatus } from './homework-schemas';

/** A row of homeworkSql.listByUser / listByIds. */
export type HomeworkRow = {
  id: number;
  user_id: number;
  issued_by: number | null;
  issued_by_username: string | null;
  date: Date;
  created_at: Date;
  updated_at: Date;
  comment: string;
  status: HomeworkStatus;
  variant_id: number | null;
  task_list: { id: number; type: number; solved: boolean; attempts: number; last_answered_at: string | null; time_spent: number }[];
};
