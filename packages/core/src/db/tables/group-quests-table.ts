export type GroupQuestsTable = {
  id: number;
  group_id: number;
  title: string;
  description: string;
  status: 'active' | 'completed' | 'failed';
  target_experience: number;
  current_experience: number;
  tasks_solved: number;
  achievements: number;
  experience_reward: number;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
};
