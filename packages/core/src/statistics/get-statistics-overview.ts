import type { CoreDeps } from '../context/core-deps';
import { moscowDayOf, moscowDayStartOf, moscowWeekStartOf } from '../clock/moscow-time';
import { progressKeyOf } from '../tasks/bank/progress-goals';
import { blockKey, taskTypeCatalog } from '../tasks/bank/task-type-catalog';
import { isTypeMastered, masteryRule } from './is-type-mastered';
import type { StatisticsOverview, TypeStatistics } from './statistics-schemas';
import { speedRatingOf, type SpeedRatingLevel } from './speed-rating-of';
import { pluralRu } from '../text/plural-ru';

const dayMs = 24 * 60 * 60 * 1000;
const calendarDays = 365;
/** Half a year of weeks: a school term and the holidays around it, readable on a phone. */
const experienceWeeks = 26;

/** The trainer's types in its order: 1–18, the 19–21 block as one, 22–27. */
const typeKeys = [...new Set(Array.from({ length: 27 }, (_, i) => progressKeyOf(i + 1)))];

const explanations: Record<SpeedRatingLevel, string> = {
  excellent: 'В среднем не дольше минуты на задание: темп с запасом для экзамена',
  good: 'В среднем от 1 до 2 минут на задание',
  fair: 'В среднем от 2 до 5 минут на задание: ещё немного практики, и будет быстрее',
  slow: 'В среднем дольше 5 минут на задание: повторите теорию и приёмы этого типа',
};
const noSolvesExplanation = 'Решите задание этого типа, чтобы увидеть оценку скорости';

const masteryRuleText = `Тип освоен, когда решено не меньше ${masteryRule.minSolved} ${pluralRu(masteryRule.minSolved, ['задачи', 'задач', 'задач'])} и верны не меньше ${masteryRule.minRecentCorrectPercent}% из последних ${masteryRule.recentAttempts} ${pluralRu(masteryRule.recentAttempts, ['ответа', 'ответов', 'ответов'])}`;

// The block's three types are one row in the statistics, as in the trainer's progress: grouped as 19.
const blockAsOne = 'CASE WHEN t.type BETWEEN 19 AND 21 THEN 19 ELSE t.type END';

const solvesSql = `
  SELECT task_type AS type, count(*)::int AS solved,
    count(*) FILTER (WHERE solving_time > 0)::int AS timed, coalesce(sum(solving_time) FILTER (WHERE solving_time > 0), 0)::bigint AS seconds
  FROM task_solves WHERE user_id = ? GROUP BY task_type`;

// Every answer counts for accuracy; the latest ones (per type, whichever task) for mastery.
const attemptsSql = `
  SELECT type, count(*)::int AS attempts, count(*) FILTER (WHERE is_correct)::int AS correct,
    count(*) FILTER (WHERE recent <= ?)::int AS recent, count(*) FILTER (WHERE recent <= ? AND is_correct)::int AS recent_correct
  FROM (
    SELECT ${blockAsOne} AS type, a.is_correct, row_number() OVER (PARTITION BY ${blockAsOne} ORDER BY a.answered_at DESC, a.id DESC) AS recent
    FROM task_attempts a JOIN tasks t ON t.id = a.task_id WHERE a.user_id = ?
  ) ranked GROUP BY type`;

// Moscow's fixed UTC+3 (decision 027), so the day is the one moscowDayOf gives whatever the session's zone.
const calendarSql = `
  SELECT to_char((solved_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD') AS day, count(*)::int AS n
  FROM task_solves WHERE user_id = ? AND solved_at >= ? GROUP BY 1`;

const weeksSql = `
  SELECT to_char(week_start, 'YYYY-MM-DD') AS week, points FROM experience_weekly WHERE user_id = ? AND week_start >= ?::date`;

type SolveRow = { type: number; solved: number; timed: number; seconds: string };
type AttemptRow = { type: number; attempts: number; correct: number; recent: number; recent_correct: number };

/**
 * The Статистика tab (SPEC §2): totals, a card per type with its speed rating (SPEC §9), accuracy and
 * mastery, solves per Moscow day over a year and experience per Moscow week from the ledger's sums.
 */
export async function getStatisticsOverview(deps: CoreDeps, userId: number): Promise<StatisticsOverview> {
  const now = deps.clock.now();
  const calendarStart = new Date(moscowDayStartOf(now).getTime() - (calendarDays - 1) * dayMs);
  const weekStarts = Array.from({ length: experienceWeeks }, (_, i) => moscowDayOf(new Date(moscowWeekStartOf(now).getTime() - (experienceWeeks - 1 - i) * 7 * dayMs)));
  const rowsOf = async <T>(sql: string, bindings: (string | number | Date)[]) => (await deps.db.raw<{ rows: T[] }>(sql, bindings)).rows;

  const [solves, attempts, days, weeks] = await Promise.all([
    rowsOf<SolveRow>(solvesSql, [userId]),
    rowsOf<AttemptRow>(attemptsSql, [masteryRule.recentAttempts, masteryRule.recentAttempts, userId]),
    rowsOf<{ day: string; n: number }>(calendarSql, [userId, calendarStart]),
    rowsOf<{ week: string; points: number }>(weeksSql, [userId, weekStarts[0]!]),
  ]);

  const solvedByKey = new Map<string, { solved: number; timed: number; seconds: number }>();
  for (const row of solves) {
    const key = progressKeyOf(row.type);
    const sum = solvedByKey.get(key) ?? { solved: 0, timed: 0, seconds: 0 };
    solvedByKey.set(key, { solved: sum.solved + row.solved, timed: sum.timed + row.timed, seconds: sum.seconds + Number(row.seconds) });
  }
  const attemptsByKey = new Map(attempts.map((row) => [progressKeyOf(row.type), row]));

  const types = typeKeys.map((key): TypeStatistics => {
    const solved = solvedByKey.get(key) ?? { solved: 0, timed: 0, seconds: 0 };
    const answers = attemptsByKey.get(key) ?? { attempts: 0, correct: 0, recent: 0, recent_correct: 0 };
    const average = solved.timed > 0 ? Math.round(solved.seconds / solved.timed) : null;
    const rating = average === null ? null : speedRatingOf(average);
    return {
      key,
      name: key === blockKey ? 'Теория игр' : taskTypeCatalog[Number(key)]!.name,
      solved: solved.solved,
      average_solving_time: average,
      rating,
      explanation: rating ? explanations[rating.level] : noSolvesExplanation,
      attempts: answers.attempts,
      correct_attempts: answers.correct,
      accuracy: answers.attempts > 0 ? Math.round((answers.correct / answers.attempts) * 100) : null,
      mastered: isTypeMastered({ solved: solved.solved, recentAttempts: answers.recent, recentCorrect: answers.recent_correct }),
    };
  });

  const timed = [...solvedByKey.values()].reduce((sum, s) => ({ n: sum.n + s.timed, seconds: sum.seconds + s.seconds }), { n: 0, seconds: 0 });
  const pointsByWeek = new Map(weeks.map((row) => [row.week, row.points]));
  return {
    totals: {
      solved_tasks: types.reduce((sum, type) => sum + type.solved, 0),
      mastered_types: types.filter((type) => type.mastered).length,
      type_count: types.length,
      average_solving_time: timed.n > 0 ? Math.round(timed.seconds / timed.n) : null,
    },
    mastery_rule: masteryRuleText,
    types,
    calendar: { start: moscowDayOf(calendarStart), end: moscowDayOf(now), days: Object.fromEntries(days.map((row) => [row.day, row.n])) },
    experience_weeks: weekStarts.map((week_start) => ({ week_start, points: pointsByWeek.get(week_start) ?? 0 })),
  };
}
