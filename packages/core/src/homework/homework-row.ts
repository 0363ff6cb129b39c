import type { HomeworkAssignmentsTable } from '../db/tables/homework-assignments-table';

/** A row of homeworkSql's pages and listByIds. */
export type HomeworkRow = HomeworkAssignmentsTable & {
  issued_by_username: string | null;
  variant_has_results: boolean;
  /** The date as a keyset cursor's time. */
  sort_at: string;
  /** The rehearsal started from this assignment (kind 'exam'), and its scores once finished. */
  rehearsal_id: number | null;
  rehearsal_finished_at: Date | null;
  rehearsal_primary_score: number | null;
  rehearsal_test_score: number | null;
  rehearsal_correct_count: number | null;
  task_list: { id: number; type: number; solved: boolean; attempts: number; last_answered_at: string | null; time_spent: number }[];
};
