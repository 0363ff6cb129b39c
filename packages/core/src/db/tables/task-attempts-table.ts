export type TaskAttemptsTable = {
  /** bigint, read as a number (db/src/open-database.ts). */
  id: number;
  user_id: number;
  task_id: number;
  answered_at: Date;
  user_answer: string | null;
  /** jsonb */
  user_table_answer: string[][] | null;
  /** jsonb: tasks 26 and 27, which parts this answer got right. */
  solved_parts: boolean[] | null;
  is_correct: boolean;
  attempt_number: number;
  solving_time: number;
};
