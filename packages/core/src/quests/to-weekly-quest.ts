import { moscowDayOf } from '../clock/moscow-time';
import type { QuestProgress, QuestRewards, WeeklyQuest } from './quest-schemas';
import { formatDay, formatMoscowDate, moscowStartOfDay } from './quest-days';
import { questRules } from './quest-rules';
import type { WeeklyQuestRow } from './quest-sql';
import { questStatusLabels } from './quest-status';
import { taskDetailOf } from './task-detail-of';
import type { WeeklyLedger } from './weekly-ledger';

const percentOf = (completed: number, total: number) => (total === 0 ? 0 : Math.round((completed * 100) / total));

/** A weekly quest as the API shows it: a task is done once the quest has paid it (settleWeeklyQuest). */
export function toWeeklyQuest(row: WeeklyQuestRow, ledger: WeeklyLedger, now: Date): WeeklyQuest {
  const paid = ledger.get(row.id) ?? { tasks: new Map(), bonuses: new Map() };
  const multiplier = questRules.weeklyMultiplier;
  const tasksDetail = row.tasks.map((ref) => taskDetailOf(ref, paid.tasks.has(ref.key), multiplier));
  const completed = tasksDetail.filter((task) => task.is_completed).length;
  const progress: QuestProgress = { completed, total: tasksDetail.length, percentage: percentOf(completed, tasksDetail.length), tasks_detail: tasksDetail };
  const base = tasksDetail.reduce((sum, task) => sum + task.base_experience, 0);
  const earned = [...paid.tasks.values(), ...paid.bonuses.values()].reduce((sum, entry) => sum + entry.amount, 0);
  const rewards: QuestRewards = { base_experience: base, quest_experience: base * multiplier, total_experience: earned, multiplier };

  // The days of the week up to today or the day the quest ended; a task paid later counts on the last one.
  const ended = row.completed_at ?? row.deactivated_at ?? now;
  const lastDay = [moscowDayOf(ended), moscowDayOf(moscowStartOfDay(row.week_start, 6))].sort()[0]!;
  const paidDays = [...paid.tasks.values()].map((entry) => moscowDayOf(entry.created_at));
  const historical = Array.from({ length: 7 }, (_, index) => moscowDayOf(moscowStartOfDay(row.week_start, index)))
    .filter((day) => day <= lastDay)
    .map((day) => {
      const done = paidDays.filter((paidDay) => paidDay <= day || day === lastDay).length;
      return { date: day, completed: done, percentage: percentOf(done, tasksDetail.length) };
    });

  const label = questStatusLabels[row.status];
  return {
    id: row.id,
    status: row.status,
    status_text: label.text,
    status_color: label.color,
    week_start: row.week_start,
    created_at: row.created_at.toISOString(),
    formatted_created_date: formatMoscowDate(row.created_at),
    formatted_week: `${formatDay(row.week_start).slice(0, 5)} – ${formatDay(moscowDayOf(moscowStartOfDay(row.week_start, 6)))}`,
    completed_at: row.completed_at?.toISOString() ?? null,
    formatted_completed_date: row.completed_at ? formatMoscowDate(row.completed_at) : null,
    deactivated_at: row.deactivated_at?.toISOString() ?? null,
    tasks: Object.fromEntries(row.tasks.map((ref) => [ref.key, ref.task_ids[0]!])),
    experience_multiplier: multiplier,
    progress,
    rewards,
    historical_progress: historical,
    final_progress: row.status === 'active' ? null : (row.final_progress ?? progress.percentage),
  };
}
