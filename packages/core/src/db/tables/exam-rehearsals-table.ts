export type ExamRehearsalsTable = {
  id: number;
  user_id: number;
  homework_id: number | null;
  task_ids: number[];
  started_at: Date;
  deadline_at: Date;
  finished_at: Date | null;
  finished_by: 'student' | 'time' | null;
  /** jsonb: StoredExamResults, which the exam's own row type names (db/ imports no domain). */
  results: unknown;
};
