import { formatMoscowDate } from './quest-days';
import { helperMultiplier } from '../streaks/helper-multiplier';
import { dailyExperienceOf } from './quest-formulas';
import { questMessages } from './quest-messages';
import type { DailyQuest } from './quest-schemas';
import type { DailyQuestRow } from './quest-sql';
import { questStatusLabels } from './quest-status';
import { taskDetailOf } from './task-detail-of';

/** A daily quest as the API shows it, with the keys of its answered tasks. */
export function toDailyQuest(row: DailyQuestRow, answered: ReadonlySet<string>): DailyQuest {
  const multiplier = helperMultiplier(row.streak_day);
  const done = row.status === 'completed';
  const tasksDetail = row.tasks.map((ref) => taskDetailOf(ref, done || answered.has(ref.key), multiplier));
  const completed = tasksDetail.filter((task) => task.is_completed).length;
  const base = row.tasks.reduce((sum, ref) => sum + ref.base_experience, 0);
  const label = questStatusLabels[row.status];
  return {
    id: row.id,
    status: row.status,
    status_text: label.text,
    status_color: label.color,
    day: row.day,
    created_at: row.created_at.toISOString(),
    formatted_created_date: formatMoscowDate(row.created_at),
    completed_at: row.completed_at?.toISOString() ?? null,
    tasks: Object.fromEntries(row.tasks.map((ref) => [ref.key, ref.task_ids[0]!])),
    streak: row.streak_day,
    experience_multiplier: multiplier,
    progress: {
      total: tasksDetail.length,
      completed,
      percentage: tasksDetail.length === 0 ? 0 : Math.round((completed * 100) / tasksDetail.length),
      tasks_detail: tasksDetail,
    },
    base_experience: base,
    total_experience: dailyExperienceOf(row),
    message: done ? questMessages.dailyCompleted : null,
  };
}
