import type { HomeworkKind, HomeworkStatus } from './homework-schemas';

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
  kind: HomeworkKind;
  exam_opens_at: Date | null;
  exam_closes_at: Date | null;
  /** The rehearsal started from this assignment (kind 'exam'), and its scores once finished. */
  rehearsal_id: number | null;
  rehearsal_finished_at: Date | null;
  rehearsal_primary_score: number | null;
  rehearsal_test_score: number | null;
  rehearsal_correct_count: number | null;
  task_list: { id: number; type: number; solved: boolean; attempts: number; last_answered_at: string | null; time_spent: number }[];
};
