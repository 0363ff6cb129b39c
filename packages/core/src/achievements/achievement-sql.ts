import { achievementCatalogue } from './achievement-catalogue';
import type { AchievementRule, SolveFilter } from './achievement-rule';
import { metricKeyOf } from './metric-key-of';

/** The Moscow wall-clock time of a solve (fixed UTC+3, as clock/moscow-time.ts). */
const moscowSolvedAt = `((solved_at AT TIME ZONE 'UTC') + interval '3 hours')`;

// The catalogue is our own constant data; the check still keeps anything but an integer out of the SQL.
function integerOf(value: number): string {
  if (!Number.isInteger(value)) throw new Error(`Achievement rule with a non-integer: ${value}`);
  return String(value);
}

function integersOf(values: readonly number[]): string {
  return `ARRAY[${values.map(integerOf).join(',')}]::int[]`;
}

function solveConditions(filter: SolveFilter): string[] {
  const conditions = ['true'];
  if (filter.types) conditions.push(`task_type = ANY(${integersOf(filter.types)})`);
  if (filter.under_seconds !== undefined) conditions.push(`solving_time > 0 AND solving_time < ${integerOf(filter.under_seconds)}`);
  if (filter.first_try) conditions.push('attempts = 1');
  if (filter.moscow_hours) {
    const [from, to] = filter.moscow_hours.map(integerOf);
    conditions.push(`extract(hour FROM ${moscowSolvedAt}) >= ${from} AND extract(hour FROM ${moscowSolvedAt}) < ${to}`);
  }
  return conditions;
}

/**
 * A finish counts for the exam's achievements only as a real attempt (decision 051): at least a third
 * of its tasks answered (9 of a full exam's 27), so finishing an empty rehearsal to see the answers earns nothing.
 */
const realAttemptShare = 3;
const answeredOf = (results: string) => `(SELECT count(*) FROM jsonb_array_elements(${results}->'items') item WHERE item->>'user_answer' <> '')`;
const realAttempt = `${answeredOf('results')} * ${integerOf(realAttemptShare)} >= jsonb_array_length(results->'items') AND ${answeredOf('results')} > 0`;

type Measured = { solves: Map<string, string>; variants: Map<string, string> };

function measureOf(rule: AchievementRule): { table: keyof Measured; sql: string } | null {
  switch (rule.kind) {
    case 'solves':
      return { table: 'solves', sql: `count(*) FILTER (WHERE ${solveConditions(rule).join(' AND ')})` };
    case 'types_covered':
      return { table: 'solves', sql: `count(DISTINCT task_type) FILTER (WHERE task_type = ANY(${integersOf(rule.types ?? Array.from({ length: 27 }, (_, index) => index + 1))}))` };
    case 'variants_finished': {
      const conditions = ['true'];
      if (rule.full_exam || rule.min_test_score !== undefined) conditions.push(`results->>'test_score' IS NOT NULL`);
      if (rule.min_test_score !== undefined) conditions.push(`(results->>'test_score')::numeric >= ${integerOf(rule.min_test_score)}`);
      return { table: 'variants', sql: `count(*) FILTER (WHERE ${conditions.join(' AND ')})` };
    }
    case 'level':
    case 'streak_days':
    case 'homework_completed':
    case 'quests':
      return null;
  }
}

/** Each distinct measure of the catalogue once, as a column alias (m0, m1, …) of its table's aggregate. */
function collectMeasures(): { measured: Measured; aliasOf: Map<string, string> } {
  const measured: Measured = { solves: new Map(), variants: new Map() };
  const aliasOf = new Map<string, string>();
  for (const { rule } of achievementCatalogue) {
    const key = metricKeyOf(rule);
    const measure = measureOf(rule);
    if (!measure || aliasOf.has(key)) continue;
    const alias = `m${aliasOf.size}`;
    aliasOf.set(key, alias);
    measured[measure.table].set(alias, measure.sql);
  }
  return { measured, aliasOf };
}

const { measured, aliasOf } = collectMeasures();
const columns = (measures: Map<string, string>) => [...measures].map(([alias, sql]) => `${sql}::int AS ${alias}`).join(',\n      ');

/**
 * The statements of achievements, built once from the catalogue: every measure of every rule of
 * one user in one statement, each table read once through its user index (the check runs it only
 * after a first solve or a completed homework, never for a wrong answer).
 */
export const achievementSql = {
  /** Measure key -> the column of `metrics` that holds it. */
  aliasOf,
  /** Bindings: userId, since (the start of the oldest Moscow day a streak can reach back to). */
  metrics: `
    SELECT u.experience_points, s.*, v.*,
      (SELECT count(*)::int FROM homework_assignments h WHERE h.user_id = u.id AND h.status = 'completed') AS homework,
      (SELECT coalesce(json_agg(to_char(d.day, 'YYYY-MM-DD') ORDER BY d.day), '[]'::json) FROM daily_quests d WHERE d.user_id = u.id AND d.status = 'completed') AS quest_days,
      (SELECT count(*)::int FROM weekly_quests w WHERE w.user_id = u.id AND w.status = 'completed') AS weekly_quests_completed,
      (SELECT coalesce(json_agg(d.day), '[]'::json) FROM (
        SELECT DISTINCT to_char(${moscowSolvedAt}, 'YYYY-MM-DD') AS day FROM task_solves WHERE user_id = u.id AND solved_at >= :since
      ) d) AS streak_days,
      (SELECT coalesce(json_agg(json_build_object('id', a.achievement_id, 'earned_at', a.earned_at)), '[]'::json)
        FROM user_achievements a WHERE a.user_id = u.id) AS earned
    FROM users u
    CROSS JOIN LATERAL (SELECT
      ${columns(measured.solves)}
      FROM task_solves WHERE user_id = u.id) s
    CROSS JOIN LATERAL (SELECT
      ${columns(measured.variants)}
      FROM (
        -- A finished exam rehearsal (decision 043) is a finished full variant: it counts for 'Пробный ЕГЭ' and the test scores.
        SELECT results FROM variant_sessions WHERE user_id = u.id AND results IS NOT NULL
        UNION ALL SELECT results FROM exam_rehearsals WHERE user_id = u.id AND results IS NOT NULL
      ) finished WHERE ${realAttempt}) v
    WHERE u.id = :userId`,
  /** Bindings: userId, ids (text[]), at. Returns the ids this statement inserted. */
  insertEarned: `
    INSERT INTO user_achievements (user_id, achievement_id, earned_at)
    SELECT :userId, unnest(:ids::text[]), :at
    ON CONFLICT (user_id, achievement_id) DO NOTHING
    RETURNING achievement_id`,
};
