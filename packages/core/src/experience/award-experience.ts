import type { Knex } from 'knex';
import { moscowDayOf, moscowWeekStartOf } from '../clock/moscow-time';

/** What earned the experience; with the source id, unique per user (decision 027). */
export type ExperienceSourceKind = 'solve';

export type ExperienceAward = {
  userId: number;
  amount: number;
  sourceKind: ExperienceSourceKind;
  sourceId: string | number;
  at: Date;
};

/**
 * One statement: the ledger row, the week's sum and the user's total change together or not at
 * all. A replayed or concurrent award of the same source finds the ledger row there and changes
 * nothing, whatever the caller checked before.
 */
export const awardExperienceSql = `
  WITH awarded AS (
    INSERT INTO experience_ledger (user_id, amount, source_kind, source_id, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, source_kind, source_id) DO NOTHING
    RETURNING user_id, amount
  ), week AS (
    INSERT INTO experience_weekly (user_id, week_start, points) SELECT user_id, ?::date, amount FROM awarded
    ON CONFLICT (week_start, user_id) DO UPDATE SET points = experience_weekly.points + EXCLUDED.points
  )
  UPDATE users SET experience_points = users.experience_points + awarded.amount FROM awarded
  WHERE users.id = awarded.user_id RETURNING users.experience_points`;

/** The user's new total, or null when this source had already awarded its experience. */
export async function awardExperience(db: Knex | Knex.Transaction, award: ExperienceAward): Promise<number | null> {
  const { rows } = await db.raw<{ rows: { experience_points: number }[] }>(awardExperienceSql, [
    award.userId,
    award.amount,
    award.sourceKind,
    String(award.sourceId),
    award.at,
    moscowDayOf(moscowWeekStartOf(award.at)),
  ]);
  return rows[0]?.experience_points ?? null;
}
