import type { QuestTaskRef } from './quest-task-ref';

export type WeeklyQuestsTable = {
  id: number;
  user_id: number;
  /** date, as 'YYYY-MM-DD' (written so, read through to_char). */
  week_start: string;
  status: 'active' | 'completed' | 'expired' | 'abandoned';
  /** jsonb */
  tasks: QuestTaskRef[];
  created_at: Date;
  completed_at: Date | null;
  deactivated_at: Date | null;
  final_progress: number | null;
};
