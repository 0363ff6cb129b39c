/** What the numbers point at (decision 076): one task's, or a generator version's (task_id null). */
export type TaskFlagsTable = {
  id: number;
  task_id: number | null;
  generator: string | null;
  generator_version: number | null;
  kind: 'dominant_wrong' | 'success_outlier';
  /** The same flag next time has the same signature; a dismissal holds while it does. */
  signature: string;
  /** The reason in Russian, as the queue shows it. */
  why: string;
  /** jsonb: the figures behind the reason. */
  details: Record<string, unknown>;
  status: 'open' | 'dismissed';
  handled_by: number | null;
  handled_at: Date | null;
  computed_at: Date;
};
