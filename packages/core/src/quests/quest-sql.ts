import type { DailyQuestsTable } from '../db/tables/daily-quests-table';
import type { ExperienceLedgerTable } from '../db/tables/experience-ledger-table';
import type { WeeklyQuestsTable } from '../db/tables/weekly-quests-table';

/**
 * The quests' statements (decision 038). A quest task is done when the user has a correct answer
 * of each of its tasks within the quest's time: the trainer's check and a variant finish both
 * record one, so neither needs to know about quests and the check stays as fast as it was.
 */
const weeklyColumns = `id, user_id, to_char(week_start, 'YYYY-MM-DD') AS week_start, status, tasks, created_at, completed_at, deactivated_at, final_progress`;
/** A block with its three questions, and one with a question the user has not solved. */
const wholeBlock = '(SELECT count(*) FROM tasks t WHERE t.block_id = b.id) >= 3';
const openBlock =
  'EXISTS (SELECT 1 FROM tasks t WHERE t.block_id = b.id AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id))';
const dailyColumns = `id, user_id, to_char(day, 'YYYY-MM-DD') AS day, status, tasks, streak_day, created_at, completed_at`;

export const questSql = {
  /**
   * Bindings: userId, types. For each type one task, not solved or revealed by the user if there is
   * one: like the trainer's random pick, each walks the (subject, type, id) index from a random id,
   * so a bank of a million tasks costs a few index probes a type, not a sort. `done` when only
   * solved ones are left.
   */
  pickSingles: `
    SELECT ty.type, ARRAY[p.id] AS task_ids, p.done
    FROM unnest(:types::int[]) AS ty(type)
    CROSS JOIN LATERAL (SELECT min(id) AS lo, max(id) AS hi FROM tasks WHERE subject = 'inf' AND type = ty.type) b
    CROSS JOIN LATERAL (SELECT b.lo + floor(random() * (b.hi - b.lo + 1))::int AS id) start
    CROSS JOIN LATERAL (
      (SELECT t.id, false AS done FROM tasks t WHERE t.subject = 'inf' AND t.type = ty.type AND t.id >= start.id
         AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = :userId AND r.task_id = t.id) ORDER BY t.id LIMIT 1)
      UNION ALL
      (SELECT t.id, false AS done FROM tasks t WHERE t.subject = 'inf' AND t.type = ty.type AND t.id < start.id
         AND NOT EXISTS (SELECT 1 FROM task_solves s WHERE s.user_id = :userId AND s.task_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM task_reveals r WHERE r.user_id = :userId AND r.task_id = t.id) ORDER BY t.id DESC LIMIT 1)
      UNION ALL
      (SELECT t.id, true AS done FROM tasks t WHERE t.subject = 'inf' AND t.type = ty.type AND t.id >= start.id ORDER BY t.id LIMIT 1)
      UNION ALL
      (SELECT t.id, true AS done FROM tasks t WHERE t.subject = 'inf' AND t.type = ty.type AND t.id < start.id ORDER BY t.id DESC LIMIT 1)
      LIMIT 1
    ) p
    WHERE b.lo IS NOT NULL
    ORDER BY ty.type`,
  /** Bindings: userId. One whole 19–21 block from a random id on, one the user has not fully solved first. */
  pickBlock: `
    WITH bounds AS (SELECT min(id) AS lo, max(id) AS hi FROM task_blocks),
    start AS (SELECT lo + floor(random() * (hi - lo + 1))::int AS id FROM bounds WHERE lo IS NOT NULL),
    picked AS (
      (SELECT b.id, false AS done FROM task_blocks b WHERE b.id >= (SELECT id FROM start) AND ${wholeBlock} AND ${openBlock} ORDER BY b.id LIMIT 1)
      UNION ALL
      (SELECT b.id, false AS done FROM task_blocks b WHERE b.id < (SELECT id FROM start) AND ${wholeBlock} AND ${openBlock} ORDER BY b.id DESC LIMIT 1)
      UNION ALL
      (SELECT b.id, true AS done FROM task_blocks b WHERE b.id >= (SELECT id FROM start) AND ${wholeBlock} ORDER BY b.id LIMIT 1)
      UNION ALL
      (SELECT b.id, true AS done FROM task_blocks b WHERE b.id < (SELECT id FROM start) AND ${wholeBlock} ORDER BY b.id DESC LIMIT 1)
      LIMIT 1
    )
    SELECT 19 AS type, (SELECT array_agg(t.id ORDER BY t.block_position, t.id) FROM tasks t WHERE t.block_id = picked.id) AS task_ids, done FROM picked`,
  /** Bindings: userId. Solved tasks per type: the weak types and the estimated experience read it. */
  solvedByType: 'SELECT task_type AS type, count(*)::int AS n FROM task_solves WHERE user_id = :userId GROUP BY task_type',
  /** Bindings: userId, ids, since, until. The quest's tasks with a correct answer in its time. */
  answeredTasks: `
    SELECT DISTINCT task_id FROM task_attempts
    WHERE user_id = :userId AND task_id = ANY(:ids::int[]) AND is_correct AND answered_at >= :since AND answered_at < :until`,
  /** Bindings: userId, kinds. What the user's quests have paid: source ids '{quest}:{key}', '{quest}:{threshold}', '{quest}'. */
  ledgerRows: `
    SELECT source_kind, source_id, amount, created_at FROM experience_ledger
    WHERE user_id = :userId AND source_kind = ANY(:kinds::text[])`,

  /** Bindings: userId, weekStart, tasks (json), now. Nothing when the user has a quest of that week (abandoned or not). */
  insertWeekly: `
    INSERT INTO weekly_quests (user_id, week_start, tasks, created_at)
    SELECT :userId, :weekStart, :tasks::jsonb, :now
    WHERE NOT EXISTS (SELECT 1 FROM weekly_quests WHERE user_id = :userId AND week_start = :weekStart)
    ON CONFLICT (user_id, week_start) WHERE status <> 'abandoned' DO NOTHING
    RETURNING ${weeklyColumns}`,
  /** Bindings: userId, weekStart, tasks, now. A start: also after an abandoned one. */
  startWeekly: `
    INSERT INTO weekly_quests (user_id, week_start, tasks, created_at) VALUES (:userId, :weekStart, :tasks::jsonb, :now)
    ON CONFLICT (user_id, week_start) WHERE status <> 'abandoned' DO NOTHING
    RETURNING ${weeklyColumns}`,
  /** Bindings: userId. Every quest of the user, newest first. */
  userWeekly: `SELECT ${weeklyColumns} FROM weekly_quests WHERE user_id = :userId ORDER BY week_start DESC, id DESC`,
  /** Bindings: userId, weekStart. The week's quest that is not abandoned, locked. */
  lockCurrentWeekly: `SELECT ${weeklyColumns} FROM weekly_quests WHERE user_id = :userId AND week_start = :weekStart AND status <> 'abandoned' FOR UPDATE`,
  /** Bindings: id, userId. */
  weeklyById: `SELECT ${weeklyColumns} FROM weekly_quests WHERE id = :id AND user_id = :userId`,
  /** Bindings: weekStart, userId (null: everyone's). Last weeks' active quests, for the job or the user's read to settle and expire. */
  staleWeekly: `SELECT ${weeklyColumns} FROM weekly_quests WHERE status = 'active' AND week_start < :weekStart AND (:userId::int IS NULL OR user_id = :userId) ORDER BY id`,
  /** Bindings: id, status, now, finalProgress. Only an active quest changes. */
  closeWeekly: `
    UPDATE weekly_quests SET status = :status::text, final_progress = :finalProgress,
      completed_at = CASE WHEN :status::text = 'completed' THEN :now::timestamptz ELSE completed_at END,
      deactivated_at = CASE WHEN :status::text = 'completed' THEN deactivated_at ELSE :now::timestamptz END
    WHERE id = :id AND status = 'active' RETURNING id`,
  /** Bindings: since (the Monday), weekStart. Students who answered lately and have no quest of the week. */
  activeStudents: `
    SELECT u.id FROM users u
    WHERE u.role = 'student'
      AND EXISTS (SELECT 1 FROM task_attempts a WHERE a.user_id = u.id AND a.answered_at >= :since)
      AND NOT EXISTS (SELECT 1 FROM weekly_quests q WHERE q.user_id = u.id AND q.week_start = :weekStart)
    ORDER BY u.id`,

  /** Bindings: userId, day, tasks, streakDay, now. */
  insertDaily: `
    INSERT INTO daily_quests (user_id, day, tasks, streak_day, created_at) VALUES (:userId, :day, :tasks::jsonb, :streakDay, :now)
    ON CONFLICT (user_id, day) WHERE status <> 'abandoned' DO NOTHING
    RETURNING ${dailyColumns}`,
  /** Bindings: userId, day. Today's quest that is not abandoned. */
  currentDaily: `SELECT ${dailyColumns} FROM daily_quests WHERE user_id = :userId AND day = :day AND status <> 'abandoned'`,
  /** Bindings: userId, until. The Moscow days with a completed daily quest. */
  completedDays: `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM daily_quests WHERE user_id = :userId AND status = 'completed' AND day <= :until ORDER BY day`,
  /** Bindings: id, now. */
  completeDaily: `UPDATE daily_quests SET status = 'completed', completed_at = :now WHERE id = :id AND status = 'active' RETURNING id`,
  /** Bindings: userId, day. */
  abandonDaily: `UPDATE daily_quests SET status = 'abandoned' WHERE user_id = :userId AND day = :day AND status = 'active' RETURNING id`,
} as const;

export type WeeklyQuestRow = WeeklyQuestsTable;

export type DailyQuestRow = DailyQuestsTable;

export type LedgerRow = Pick<ExperienceLedgerTable, 'source_kind' | 'source_id' | 'amount' | 'created_at'>;
