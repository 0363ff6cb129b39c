import type { QuestTaskRef } from './quest-task-ref';

export type DailyQuestsTable = {
  id: number;
  user_id: number;
  /** date, as 'YYYY-MM-DD' (written so, read through to_char). */
  day: string;
  status: 'active' | 'completed' | 'abandoned';
  /** jsonb */
  tasks: QuestTaskRef[];
  streak_day: number;
  created_at: Date;
  completed_at: Date | null;
};
