import type { Knex } from 'knex';
import { dropSecondaryIndexes, skipForeignKeyChecks } from './seed-tasks';

export type ExperienceSeedOptions = { rowsPerUser: number; weeks: number; log?: (line: string) => void };
export type SeededExperience = { ledgerRows: number; weeklyRows: number; currentWeekUsers: number; seconds: number };

/**
 * The experience ledger at scale (decision 034's benchmark): `rowsPerUser` awards of 1–20 points for
 * every user, spread over the last `weeks` Moscow weeks with the current one up to now; then the
 * weekly sums and every user's total made from them, as awardExperience keeps them, so that the
 * total equals the ledger's sum. The secondary index is built once after the insert.
 */
export async function seedExperience(db: Knex, options: ExperienceSeedOptions): Promise<SeededExperience> {
  const started = performance.now();
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    options.log?.(`  ${name}: ${((now - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = now;
  };
  await db.transaction(async (trx) => {
    await skipForeignKeyChecks(trx);
    const restoreIndexes = await dropSecondaryIndexes(trx, ['experience_ledger', 'experience_weekly']);
    await trx.raw(
      `INSERT INTO experience_ledger (user_id, amount, source_kind, source_id, created_at)
       SELECT u.id, 1 + floor(random() * 20)::int, 'bench', k::text,
              least(now(), date_trunc('week', now() AT TIME ZONE 'Europe/Moscow') AT TIME ZONE 'Europe/Moscow'
                           - ((u.id + k) % ?) * interval '7 days' + floor(random() * 10080) * interval '1 minute')
       FROM users u CROSS JOIN generate_series(0, ? - 1) AS k`,
      [options.weeks, options.rowsPerUser],
    );
    step('ledger');
    await trx.raw(
      `INSERT INTO experience_weekly (user_id, week_start, points)
       SELECT user_id, date_trunc('week', created_at AT TIME ZONE 'Europe/Moscow')::date, sum(amount)
       FROM experience_ledger GROUP BY 1, 2`,
    );
    await trx.raw(
      `UPDATE users u SET experience_points = w.total
       FROM (SELECT user_id, sum(points)::int AS total FROM experience_weekly GROUP BY user_id) w WHERE w.user_id = u.id`,
    );
    step('weekly sums and totals');
    await restoreIndexes();
    step('indexes');
  });
  for (const table of ['users', 'experience_ledger', 'experience_weekly']) await db.raw(`VACUUM ANALYZE ${table}`);
  step('VACUUM ANALYZE');
  const { rows } = (await db.raw(
    `SELECT (SELECT count(*) FROM experience_ledger)::int AS "ledgerRows", (SELECT count(*) FROM experience_weekly)::int AS "weeklyRows",
            (SELECT count(*) FROM experience_weekly WHERE week_start = date_trunc('week', now() AT TIME ZONE 'Europe/Moscow')::date)::int AS "currentWeekUsers"`,
  )) as { rows: [Omit<SeededExperience, 'seconds'>] };
  return { ...rows[0], seconds: (performance.now() - started) / 1000 };
}
