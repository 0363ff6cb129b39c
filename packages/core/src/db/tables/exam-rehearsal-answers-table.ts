export type ExamRehearsalAnswersTable = {
  rehearsal_id: number;
  task_id: number;
  /** jsonb: a VariantAnswer, null once cleared. */
  answer: unknown;
  time_spent: number;
  saved_at: Date;
};
