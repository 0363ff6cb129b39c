import type { HomeworkStatus } from './homework-schemas';

/** A row of homeworkSql's pages and listByIds. */
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
  variant_has_results: boolean;
  /** The date as a keyset cursor's time. */
  sort_at: string;
  task_list: { id: number; type: number; solved: boolean; attempts: number; last_answered_at: string | null; time_spent: number }[];
};
