import type { Knex } from 'knex';
import { moscowDayOf, moscowWeekStartOf } from '../clock/moscow-time';

/** What earned the experience; with the source id, unique per user (decision 027). */
export type ExperienceSourceKind = 'solve' | 'group_quest' | 'daily_quest' | 'weekly_quest' | 'quest_bonus';

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
 * nothing, whatever the caller checked before. A member of a group adds the same amount to the
 * group and to their contribution in the same statement (decision 039).
 */
export const awardExperienceSql = `
  WITH awarded AS (
    INSERT INTO experience_ledger (user_id, amount, source_kind, source_id, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (user_id, source_kind, source_id) DO NOTHING
    RETURNING user_id, amount, created_at
  ), week AS (
    INSERT INTO experience_weekly (user_id, week_start, points) SELECT user_id, ?::date, amount FROM awarded
    ON CONFLICT (week_start, user_id) DO UPDATE SET points = experience_weekly.points + EXCLUDED.points
  ), member AS (
    UPDATE group_members SET contribution_points = group_members.contribution_points + awarded.amount,
      last_activity = greatest(group_members.last_activity, awarded.created_at)
    FROM awarded WHERE group_members.user_id = awarded.user_id RETURNING group_members.group_id, awarded.amount
  ), team AS (
    UPDATE groups SET experience_points = groups.experience_points + member.amount FROM member WHERE groups.id = member.group_id
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
