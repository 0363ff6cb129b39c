import type { GroupQuestsTable } from '../../db/tables/group-quests-table';
import type { GroupQuest } from '../group-schemas';

export function toGroupQuest(row: GroupQuestsTable): GroupQuest {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    progress_percentage: Math.min(100, Math.floor((row.current_experience * 100) / row.target_experience)),
    target_experience: row.target_experience,
    current_experience: row.current_experience,
    tasks_solved: row.tasks_solved,
    achievements: row.achievements,
    experience_reward: row.experience_reward,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
