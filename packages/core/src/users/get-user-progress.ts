import type { Knex } from 'knex';
import { progressGoals, progressKeyOf } from '../tasks/bank/progress-goals';
import { z } from '../validation/z';

export const userProgressSchema = z.record(z.string(), z.number());
export const userStatsSchema = z.object({
  solved_tasks: z.record(z.string(), z.array(z.number())),
  solving_times: z.record(z.string(), z.number()),
  solved_parts: z.record(z.string(), z.array(z.boolean())),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** Per type (and '19-21'): distinct solved tasks over the type's goal, 0–100. */
export async function getUserProgress(db: Knex, userId: number): Promise<Record<string, number>> {
  const rows = (await db('task_solves').where({ user_id: userId }).groupBy('task_type').select('task_type', db.raw('count(*)::int as n'))) as { task_type: number; n: number }[];
  const solved: Record<string, number> = {};
  for (const row of rows) solved[progressKeyOf(row.task_type)] = (solved[progressKeyOf(row.task_type)] ?? 0) + row.n;
  return Object.fromEntries(Object.entries(progressGoals).map(([key, goal]) => [key, Math.min(100, Math.round(((solved[key] ?? 0) / goal) * 100))]));
}

/**
 * Solved task ids and average solving seconds per type, and for tasks 26 and 27 the parts the user
 * has got right so far, by task id (a part right in any attempt counts).
 */
export async function getUserStats(db: Knex, userId: number): Promise<UserStats> {
  const solves = await db('task_solves').where({ user_id: userId }).orderBy('solved_at').select('task_id', 'task_type', 'solving_time');
  const solved_tasks: Record<string, number[]> = {};
  const times: Record<string, number[]> = {};
  for (const solve of solves) {
    (solved_tasks[String(solve.task_type)] ??= []).push(solve.task_id);
    if (solve.solving_time > 0) (times[String(solve.task_type)] ??= []).push(solve.solving_time);
  }
  const solving_times = Object.fromEntries(Object.entries(times).map(([type, list]) => [type, Math.round(list.reduce((a, b) => a + b, 0) / list.length)]));
  const attempts = (await db('task_attempts').where({ user_id: userId }).whereNotNull('solved_parts').select('task_id', 'solved_parts')) as { task_id: number; solved_parts: boolean[] }[];
  const solved_parts: Record<string, boolean[]> = {};
  for (const attempt of attempts) {
    const known = solved_parts[String(attempt.task_id)] ?? attempt.solved_parts.map(() => false);
    solved_parts[String(attempt.task_id)] = known.map((part, i) => part || Boolean(attempt.solved_parts[i]));
  }
  return { solved_tasks, solving_times, solved_parts };
}
