export type TaskCodesTable = {
  id: number;
  user_id: number;
  task_id: number;
  /** The rehearsal whose station the code was written in; null for the trainer's and variants' code. */
  exam_id: number | null;
  code: string;
  updated_at: Date;
};
