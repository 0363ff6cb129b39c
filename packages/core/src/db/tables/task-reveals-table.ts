export type TaskRevealsTable = {
  user_id: number;
  task_id: number;
  revealed_at: Date;
  shown_in: 'trainer' | 'variant' | 'exam';
  variant_id: number | null;
};
