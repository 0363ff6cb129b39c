import type { Knex } from 'knex';
import { firstTaskType, lastTaskType } from '../tasks/answer-layout';
import { estimateMastery, masteryModel, type MasteryEvidence, type TypeMastery } from './mastery';

const dayMs = 24 * 60 * 60 * 1000;

// Alike answers of a day come as one row with a count: a 20,000-answer history is a few thousand rows.
// Points as examPointsOf gives them: 26 and 27 earn 1 for any solved part (a swapped 26 is not stored).
const evidenceSql = `
  SELECT t.type, t.difficulty, a.attempt_number = 1 AS first_try,
    CASE WHEN a.is_correct THEN (CASE WHEN t.type IN (26, 27) THEN 2 ELSE 1 END)
         WHEN t.type IN (26, 27) AND a.solved_parts @> '[true]'::jsonb THEN 1 ELSE 0 END AS points,
    date_trunc('day', a.answered_at) AS day, count(*)::int AS n
  FROM task_attempts a JOIN tasks t ON t.id = a.task_id
  WHERE a.user_id = ? AND a.answered_at > ? AND a.answered_at <= ?
  GROUP BY 1, 2, 3, 4, 5`;

type EvidenceRow = { type: number; difficulty: number; first_try: boolean; points: number; day: Date; n: number };

/** Every type's mastery (1..27) from the student's answers of the last year. */
export async function loadTypeMastery(db: Knex, userId: number, now: Date): Promise<TypeMastery[]> {
  const since = new Date(now.getTime() - masteryModel.horizonDays * dayMs);
  const { rows } = await db.raw<{ rows: EvidenceRow[] }>(evidenceSql, [userId, since, now]);
  const byType = new Map<number, MasteryEvidence[]>();
  for (const row of rows) {
    const list = byType.get(row.type) ?? [];
    list.push({ answered_at: row.day, first_try: row.first_try, difficulty: row.difficulty, points: row.points, count: row.n });
    byType.set(row.type, list);
  }
  return Array.from({ length: lastTaskType - firstTaskType + 1 }, (_, i) => estimateMastery(firstTaskType + i, byType.get(firstTaskType + i) ?? [], now));
}
