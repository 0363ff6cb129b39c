export type PracticeSessionsTable = {
  id: number;
  user_id: number;
  started_at: Date;
  finished_at: Date | null;
  /** jsonb: the per-type chances when the session began. */
  mastery_before: Record<string, number>;
};
