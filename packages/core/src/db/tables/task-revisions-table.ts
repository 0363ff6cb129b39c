/** A task's content as a revision keeps it: what a student sees and what is checked. */
export type TaskRevisionContent = {
  text: string;
  question: string | null;
  answer_type: 'field' | 'table';
  answer: string | null;
  answer_rows: string[][] | null;
  table_shape: [number, number] | null;
};

/** One edit of a task after it was written (decision 077). */
export type TaskRevisionsTable = {
  id: number;
  task_id: number;
  user_id: number | null;
  source: 'web' | 'import';
  /** jsonb */
  before: TaskRevisionContent;
  /** jsonb */
  after: TaskRevisionContent;
  statement_changed: boolean;
  answer_changed: boolean;
  /** How many students the corrected key credited. */
  credited: number;
  created_at: Date;
};
