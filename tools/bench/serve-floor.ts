import { randomBytes } from 'node:crypto';
import { achievementMetricsSince } from '@ege/core/achievements/achievement-metrics-since';
import { achievementSql } from '@ege/core/achievements/achievement-sql';
import { toAchievementMetrics, type AchievementMetricsRow } from '@ege/core/achievements/to-achievement-metrics';
import { toAchievementProgress } from '@ege/core/achievements/to-achievement-progress';
import { toUserAchievements } from '@ege/core/achievements/to-user-achievements';
import { activitySql } from '@ege/core/activity/activity-sql';
import { activityHistoryLimit, toActivityItem, type ActivityRow } from '@ege/core/activity/list-activity';
import { toClassSummary, type ClassRow } from '@ege/core/classes/class-access';
import { classForecastParallel, mapInParallel, toClassForecast } from '@ege/core/classes/class-forecasts';
import { classPeriodOf } from '@ege/core/classes/class-period';
import { classReportSql, maxSharedWrongAnswers } from '@ege/core/classes/class-report-sql';
import type { ClassStudent } from '@ege/core/classes/class-schemas';
import { classSql } from '@ege/core/classes/class-sql';
import type { CellRow } from '@ege/core/classes/to-class-cells';
import type { HomeworkRow as ClassHomeworkRow } from '@ege/core/classes/to-class-homework';
import { toClassReport, type SharedRow } from '@ege/core/classes/to-class-report';
import { verifyAccessToken } from '@ege/core/identity/access-token';
import { selectAuthUserSql } from '@ege/core/identity/authenticate-bearer';
import { sanitizeSolutionHtml } from '@ege/core/content/sanitize-solution-html';
import { sanitizeTaskHtml } from '@ege/core/content/sanitize-task-html';
import { generateTask } from '@ege/core/generators/generate-task';
import { generatorIdOf } from '@ege/core/generators/generator-id';
import { generatorTypes } from '@ege/core/generators/generator-types';
import type { Difficulty } from '@ege/core/generators/task-generator';
import { toGroupAccess, type AccessRow } from '@ege/core/groups/group-access';
import { groupReadSql } from '@ege/core/groups/group-read-sql';
import type { GroupQuestsTable } from '@ege/core/db/tables/group-quests-table';
import { toGroupQuest } from '@ege/core/groups/quests/group-quest-row';
import { shapeGroupSummaries, type AchievementCountRow, type GroupRow } from '@ege/core/groups/group-summaries';
import { toGroupTop } from '@ege/core/groups/list-group-top';
import { toGroupInvitation, type InvitationRow } from '@ege/core/groups/invitations/read-group-invitations';
import { memberWeekStartOf, toGroupMembers, type MemberRow } from '@ege/core/groups/read-group-members';
import { toGroupRole, type RoleRow } from '@ege/core/groups/roles/read-group-roles';
import type { HomeworkRow } from '@ege/core/homework/homework-row';
import { forecastDaysOf, planForecast } from '@ege/core/learning/get-forecast';
import { practiceSessionSize, type ForecastView } from '@ege/core/learning/learning-schemas';
import { learningSql } from '@ege/core/learning/learning-sql';
import { evidenceBindings, toTypeMastery, type EvidenceRow } from '@ege/core/learning/load-type-mastery';
import { shownChanceOf } from '@ege/core/learning/shown-chance-of';
import { homeworkSql } from '@ege/core/homework/homework-sql';
import { toHomeworkAssignment } from '@ege/core/homework/to-homework-assignment';
import { notificationListLimit } from '@ege/core/notifications/list-notifications';
import { firstPageCursor, toKeysetPage } from '@ege/core/paging/keyset-cursor';
import { toNotification, type NotificationRow } from '@ege/core/notifications/notification-row';
import { notificationSql } from '@ege/core/notifications/notification-sql';
import { moscowDayOf, moscowWeekStartOf } from '@ege/core/clock/moscow-time';
import { levelOf } from '@ege/core/rules/level';
import { createLocalFileStorage } from '@ege/core/storage/local-file-storage';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { checkAnswer } from '@ege/core/tasks/checking/check-answer';
import { checkSql } from '@ege/core/solving/check-task-answer-sql';
import { hitRateLimitSql } from '@ege/core/rate-limit/rate-limit';
import { guestVerdictOf } from '@ege/core/solving/guest-verdict-of';
import { generatorAuthorKey } from '@ege/core/tasks/authoring/store-generated-task';
import { taskSql } from '@ege/core/tasks/bank/task-sql';
import { blockKey, taskTypeCatalog } from '@ege/core/tasks/bank/task-type-catalog';
import { toTopList } from '@ege/core/top/to-top-list';
import { topSql, type TopRow } from '@ege/core/top/top-sql';
import type { AttachmentRow, TaskRow } from '@ege/core/tasks/bank/task-row';
import type { AuthUser } from '@ege/core/identity/auth-user';
import { mergeBlockCounts } from '@ege/core/variants/merge-block-counts';
import { addPicks, pickedIds, shortTypes, type PickRow, type Picks } from '@ege/core/variants/select-tasks';
import { maxCountPerType, selectTasksSql } from '@ege/core/variants/select-tasks-sql';
import { toVariantSummary } from '@ege/core/variants/to-variant-summary';
import type { VariantListRow } from '@ege/core/variants/variant-row';
import { variantSql } from '@ege/core/variants/variant-sql';
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import { readChildSettings, serveChild } from './child-server';

// The least each endpoint must do: the same HMAC check of the bearer token as the app, then the
// same SQL statements as the app, sent with pg from a bare Fastify route. No plugins, no hooks, no
// procedure layers, no validation library. It answers on the REST paths, so that the two differ only
// in the server behind the URL.
const settings = readChildSettings();
const pool = new pg.Pool({ connectionString: settings.databaseUrl, max: settings.poolSize });
const app = Fastify({ logger: { level: 'warn' } });

const claimsOf = (header: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return token ? verifyAccessToken(token, settings.tokenSecret) : null;
};
const unauthorized = (reply: FastifyReply) => reply.code(401).send({ detail: 'Unauthorized' });

// The session's profile (users.me) is the signed-in user's own row, found while the token's session is alive: one SELECT
// (prepared once per connection, as the app's lookup is) serves as both the lookup and the answer.
app.get('/api/users/me/', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return unauthorized(reply);
  const { rows } = await pool.query({
    name: 'profile',
    text: `SELECT u.id, u.username, u.email, u.role, u.avatar, u.experience_points, u.created_at
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 AND s.ended_at IS NULL AND u.id = $2`,
    values: [claims.sid, claims.sub],
  });
  return rows[0] ?? reply.code(404).send({ detail: 'Not found' });
});

/** The app's bearer lookup (authenticateBearer): the user row of a live session, and the token version it must match. */
const selectAuthUser = selectAuthUserSql;
async function authenticate(header: string | undefined): Promise<AuthUser | null> {
  const claims = claimsOf(header);
  if (!claims) return null;
  const { rows } = await pool.query<AuthUser>({ name: 'authenticate-bearer', text: selectAuthUser, values: [claims.sid, claims.sub] });
  const user = rows[0];
  return user && user.token_version === claims.ver ? user : null;
}

/** The app's named-binding SQL (taskSql) for pg: each :name becomes $n, the same value each time. */
function pgNamed(sql: string): (values: Record<string, unknown>) => [string, unknown[]] {
  const names: string[] = [];
  const text = sql.replace(/(?<!:):(\w+)/g, (_, name: string) => {
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return (values) => [text, names.map((name) => values[name])];
}
const pickRandomTask = pgNamed(taskSql.pickRandomTask);
const selectTasks = pgNamed(taskSql.selectTasks);

app.get('/api/tasks/task/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const query = request.query as { subject?: string; type?: string };
  const subject = query.subject ?? 'inf';
  const type = Number(query.type);
  if (!Number.isInteger(type) || type < 1 || type > 27) return reply.code(400).send({ detail: 'type' });
  const picked = (await pool.query<{ id: number }>(...pickRandomTask({ subject, type, userId: user.id }))).rows[0];
  if (!picked) return reply.code(404).send({ detail: 'Not found' });
  const task = (await pool.query<TaskRow & { attachments: AttachmentRow[]; solved: boolean; revealed: boolean }>(...selectTasks({ ids: [picked.id], userId: user.id }))).rows[0];
  if (!task) return reply.code(404).send({ detail: 'Not found' });
  const mayKnowAnswer = task.solved || task.revealed || user.role === 'admin' || task.author_id === user.id;
  const { answer, answer_rows, solution_document, solution, ...shown } = task;
  return { ...shown, is_solved: task.solved, ...(mayKnowAnswer ? { answer, answer_rows, solution_document, solution } : {}) };
});

// POST /api/tasks/generated/ (decision 040), what the trainer's fallback does when it fires: a fresh
// seed, the generator's task, the lookup of that seed, the generator's account, the INSERT (HTML
// sanitised as insertTask does), then the task as GET /api/tasks/task/ answers it. Field answers
// only (the bench asks for type 8, which has no files); the app's rate-limit upsert is left out.
app.post('/api/tasks/generated/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const body = (request.body ?? {}) as { type?: unknown };
  const type = Number(body.type);
  if (!generatorTypes.includes(type)) return reply.code(400).send({ detail: 'type' });
  const difficulty = (1 + Math.floor(Math.random() * 3)) as Difficulty;
  const seed = randomBytes(6).toString('hex');
  const generated = generateTask(type, seed, difficulty);
  if (generated.answer.kind !== 'field') return reply.code(400).send({ detail: 'field answers only' });
  const key = [generatorIdOf(type), generated.generator.version, seed, difficulty];
  const found = await pool.query<{ id: number }>(
    'SELECT id FROM tasks WHERE generator = $1 AND generator_version = $2 AND generator_seed = $3 AND difficulty = $4 LIMIT 1',
    key,
  );
  let id = found.rows[0]?.id;
  if (id === undefined) {
    const author = (await pool.query<{ value: number }>('SELECT value FROM settings WHERE key = $1 LIMIT 1', [generatorAuthorKey])).rows[0]!.value;
    const inserted = await pool.query<{ id: number }>(
      `INSERT INTO tasks (subject, type, difficulty, text, solution, answer_type, answer, author_id, generator, generator_version, generator_seed)
       VALUES ('inf', $1, $2, $3, $4, 'field', $5, $6, $7, $8, $9) RETURNING id`,
      [type, difficulty, sanitizeTaskHtml(generated.text), sanitizeSolutionHtml(generated.solution), generated.answer.value.trim(), author, ...key.slice(0, 3)],
    );
    id = inserted.rows[0]!.id;
  }
  const task = (await pool.query<TaskRow & { attachments: AttachmentRow[]; solved: boolean; revealed: boolean }>(...selectTasks({ ids: [id], userId: user.id }))).rows[0]!;
  const { answer: _answer, answer_rows: _rows, solution_document: _document, solution: _solution, ...shown } = task;
  return { ...shown, is_solved: task.solved };
});

// checkTaskAnswer's own statements (checkSql) for a wrong answer: the task, then one transaction
// that locks the user row and inserts the attempt with its number.
const pgSql = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
const selectTaskById = pgSql(checkSql.selectTask);
const shareTaskWithSeal = pgSql(checkSql.shareTaskWithSeal);
const lockUser = pgSql(checkSql.lockUser);
const insertAttempt = pgSql(checkSql.insertAttempt);

app.post('/api/tasks/check/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const body = (request.body ?? {}) as { task_id?: unknown; solving_time?: unknown; user_answer?: unknown };
  const taskId = Number(body.task_id);
  const solvingTime = Number(body.solving_time ?? 0);
  const userAnswer = typeof body.user_answer === 'string' ? body.user_answer : null;
  if (!Number.isInteger(taskId) || taskId <= 0 || !Number.isInteger(solvingTime)) return reply.code(400).send({ detail: 'input' });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // The task read in the transaction, its row held shared (decision 077), with the user's rehearsal
    // seal (decision 079), as checkTaskAnswer does for the trainer.
    const task = (await client.query<TaskRow & { seal_task_ids: number[] | null }>(shareTaskWithSeal, [user.id, taskId])).rows[0];
    const verdict = task ? checkAnswer(task, { user_answer: userAnswer }) : null;
    if (!task || !verdict || verdict.empty || verdict.is_correct || task.seal_task_ids) {
      await client.query('ROLLBACK');
      if (!task) return reply.code(404).send({ detail: 'Not found' });
      if (verdict!.empty) return reply.code(400).send({ detail: 'empty' });
      // The solve and experience branch of a right answer, and a running rehearsal, are not part of this floor.
      return reply.code(501).send({ detail: 'The floor checks wrong answers outside a rehearsal only' });
    }
    const locked = (await client.query<{ experience_points: number }>(lockUser, [user.id])).rows[0]!;
    const parts = verdict.solved_parts ? JSON.stringify(verdict.solved_parts) : null;
    const inserted = await client.query<{ attempt_number: number }>(insertAttempt, [user.id, task.id, userAnswer, null, false, parts, solvingTime, new Date(), user.id, task.id]);
    const attempt_number = inserted.rows[0]!.attempt_number;
    await client.query('COMMIT');
    return {
      is_correct: false,
      experience_gained: 0,
      level_up: false,
      level: levelOf(locked.experience_points),
      experience_points: locked.experience_points,
      solved_parts: verdict.solved_parts,
      feedback_parts: verdict.feedback_parts,
      points: verdict.points,
      max_points: verdict.max_points,
      attempt_number,
      error: 'Неверно',
      achievements_earned: [],
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});

// checkGuestAnswer's statements for a wrong answer: the task, then one hit on the address's limit
// (hitRateLimitSql); nothing stored.
const hitRateLimit = pgSql(hitRateLimitSql);

app.post('/api/tasks/guest-check/', async (request, reply) => {
  const body = (request.body ?? {}) as { task_id?: unknown; user_answer?: unknown };
  const taskId = Number(body.task_id);
  const userAnswer = typeof body.user_answer === 'string' ? body.user_answer : null;
  if (!Number.isInteger(taskId) || taskId <= 0) return reply.code(400).send({ detail: 'input' });
  const task = (await pool.query<TaskRow>(selectTaskById, [taskId])).rows[0];
  if (!task) return reply.code(404).send({ detail: 'Not found' });
  const verdict = checkAnswer(task, { user_answer: userAnswer });
  if (verdict.empty) return reply.code(400).send({ detail: 'empty' });
  await pool.query(hitRateLimit, [`guest-check:ip:${request.ip}`, 60, 60]);
  return guestVerdictOf(verdict);
});

// selectTasks' statements (selectTasksSql) for the merged counts: the pick, and the fill only for a
// type that came out short; merged with its helpers (addPicks, pickedIds); a short type is a 400.
const pickVariantTasks = pgNamed(selectTasksSql.pick);
const fillVariantTasks = pgNamed(selectTasksSql.fill);

app.post('/api/tasks/variants/select_tasks/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const body = (request.body ?? {}) as { tasks_by_type?: Record<string, unknown>; exclude_solved?: unknown; subject?: unknown };
  const counts = Object.fromEntries(Object.entries(body.tasks_by_type ?? {}).map(([key, count]) => [key, Number(count)]));
  const merged = Object.entries(mergeBlockCounts(counts)).filter(([, count]) => count > 0);
  if (merged.length === 0 || merged.some(([, count]) => !Number.isInteger(count) || count > maxCountPerType)) return reply.code(400).send({ detail: 'tasks_by_type' });
  const wanted = new Map(merged.map(([key, count]) => [key === blockKey ? 19 : Number(key), count]));
  const bindings = { subject: typeof body.subject === 'string' ? body.subject : 'inf', userId: body.exclude_solved === false ? null : user.id };
  const picks: Picks = new Map();
  const walks = [...wanted].flatMap(([type, count]) => Array.from({ length: count }, () => type));
  addPicks(picks, (await pool.query<PickRow>(...pickVariantTasks({ ...bindings, walks }))).rows, wanted);
  const short = shortTypes(picks, wanted);
  if (short.length > 0) addPicks(picks, (await pool.query<PickRow>(...fillVariantTasks({ ...bindings, types: short }))).rows, wanted);
  if (shortTypes(picks, wanted).length > 0) return reply.code(400).send({ detail: 'Ошибка подбора задач' });
  return { task_ids: pickedIds(picks) };
});

// listVariants without a tab, the first page: the app's one statement (variantSql.listVisible: 20 of the
// own and public ones picked through their indexes, then only they get their tasks) and its
// row-to-page step (toKeysetPage, toVariantSummary).
const listVisibleVariants = pgNamed(variantSql.listVisible);
const variantPageSize = 20;

app.get('/api/tasks/variants/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const { rows } = await pool.query<VariantListRow & { sort_at: string }>(
    ...listVisibleVariants({ userId: user.id, afterAt: firstPageCursor.at, afterId: firstPageCursor.id, limit: variantPageSize + 1 }),
  );
  return toKeysetPage(rows, variantPageSize, (row) =>
    toVariantSummary(user, row, {
      tasks: row.tasks.map(([id, type, shape]) => ({ id, type, answer_type: answerLayoutOf(type, shape).kind })),
      solved: row.solved,
      has_results: row.has_results,
    }),
  );
});

// listActivity without filters: the app's statement (activitySql.page; .count only past the end),
// the rows shaped as the app does (toActivityItem); an admin only, as the app's role rule.
const countActivity = pgNamed(activitySql.count);
const pageActivity = pgNamed(activitySql.page);
const storage = createLocalFileStorage(settings.mediaDir);

app.get('/api/users/activity/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  if (user.role !== 'admin') return reply.code(403).send({ detail: 'Доступ только для администратора' });
  const query = request.query as { user_id?: string; page?: string; page_size?: string };
  const userId = Number(query.user_id);
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.page_size ?? 20);
  if (![userId, page, pageSize].every((n) => Number.isInteger(n) && n > 0) || pageSize > 100) return reply.code(400).send({ detail: 'input' });
  const bindings = { userId, types: null, solved: null, limit: pageSize, offset: (page - 1) * pageSize, historyLimit: activityHistoryLimit };
  const { rows } = await pool.query<ActivityRow>(...pageActivity(bindings));
  const count = rows[0]?.total_count ?? (bindings.offset === 0 ? 0 : (await pool.query<{ count: number }>(...countActivity(bindings))).rows[0]!.count);
  return { count, page, page_size: pageSize, results: rows.map((row) => toActivityItem(row, { storage })) };
});

// listHomework for the caller's own, the first page: the app's one statement (homeworkSql.pageByUser:
// 20 assignments by date, each with its tasks' progress), shaped as the app does (toKeysetPage,
// toHomeworkAssignment); the completing UPDATE (homeworkSql.completeSolvedByIds) only when the page
// holds a fully solved assignment not yet completed, as listHomework does (decision 020).
const pageHomework = pgNamed(homeworkSql.pageByUser);
const completeHomeworkByIds = pgNamed(homeworkSql.completeSolvedByIds);
const homeworkPageSize = 20;

app.get('/api/users/homework/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const { rows } = await pool.query<HomeworkRow>(
    ...pageHomework({ userId: user.id, afterAt: firstPageCursor.at, afterId: firstPageCursor.id, limit: homeworkPageSize + 1 }),
  );
  const page = toKeysetPage(rows, homeworkPageSize, toHomeworkAssignment);
  const done = page.results.filter((a) => a.status !== 'completed' && a.progress.total > 0 && a.progress.solved === a.progress.total);
  if (done.length > 0) await pool.query(...completeHomeworkByIds({ ids: done.map((a) => a.id), now: new Date() }));
  return {
    active: page.results.filter((assignment) => assignment.status !== 'completed'),
    completed: page.results.filter((assignment) => assignment.status === 'completed'),
    next_cursor: page.next_cursor,
  };
});

// getAchievementProgress: the app's one statement (achievementSql.metrics: every measure of the catalogue's
// rules over the user's solves, finished variants and homework, the streak's days and the earned ids),
// shaped as the app does (toAchievementMetrics, toUserAchievements, toAchievementProgress).
const achievementMetrics = pgNamed(achievementSql.metrics);

app.get('/api/users/achievements/progress/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const now = new Date();
  const { rows } = await pool.query<AchievementMetricsRow>(...achievementMetrics({ userId: user.id, since: achievementMetricsSince(now) }));
  return toAchievementProgress(toUserAchievements(toAchievementMetrics(rows[0], now)));
});

// listNotifications: the app's one statement (notificationSql.list: the newest 100 with the unread count over all).
const listNotifications = pgNamed(notificationSql.list);

app.get('/api/users/notifications/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const { rows } = await pool.query<NotificationRow & { unread_count: number }>(...listNotifications({ userId: user.id, limit: notificationListLimit }));
  return { notifications: rows.map(toNotification), unread_count: rows[0]?.unread_count ?? 0 };
});

// listTop: the app's one statement per period (topSql: the first rows of an index ranked, the caller's
// place counted down the same index) and its shaping (toTopList).
const topStatements = { all: pgNamed(topSql.all), week: pgNamed(topSql.week) };

app.get('/api/users/top/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const query = request.query as { period?: string; limit?: string };
  const period = query.period ?? 'all';
  const limit = Number(query.limit ?? 20);
  if ((period !== 'all' && period !== 'week') || !Number.isInteger(limit) || limit < 1 || limit > 100) return reply.code(400).send({ detail: 'input' });
  const weekStart = period === 'week' ? moscowDayOf(moscowWeekStartOf(new Date())) : null;
  const { rows } = await pool.query<TopRow>(...topStatements[period]({ userId: user.id, limit, weekStart }));
  return toTopList(rows, { userId: user.id, period, weekStart, storage });
});

// The learning routes (decision 042): the app's statements (learningSql, `?` made $n) and its pure steps.
function pgPositional(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
const learning = Object.fromEntries(Object.entries(learningSql).map(([key, sql]) => [key, pgPositional(sql)])) as Record<keyof typeof learningSql, string>;

// getForecast: the evidence of the last year (one grouped statement) and the stored history, the mastery and
// the convolution; today's point is written only when it changed (never, on repeated looks).
app.get('/api/users/forecast/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const now = new Date();
  const { before, today } = forecastDaysOf(now);
  const [evidence, stored] = await Promise.all([
    pool.query<EvidenceRow>(learning.evidence, evidenceBindings(user.id, now)),
    pool.query<ForecastView['history'][number]>(learning.forecastHistory, [user.id, before, today]),
  ]);
  const { view, point } = planForecast(toTypeMastery(evidence.rows), stored.rows, today);
  if (point) await pool.query(learning.storeForecast, [user.id, today, point.expected_test_score, point.p10, point.p90]);
  return view;
});

// getNextPracticeTask while the served task is unanswered (the path a reload or a second look takes): in one
// transaction the open session locked, its served tasks, the cards locked and the first tries after them
// looked for (none here), the mastery for the task's chance. The floor answers 409 on any other path.
app.get('/api/users/practice/next/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const now = new Date();
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const session = (await client.query<{ id: number }>(learning.lockOpenSession, [user.id])).rows[0];
    const served = session ? (await client.query<{ position: number; task_id: number; type: number; answered: boolean }>(learning.servedTasks, [user.id, session.id])).rows : [];
    const current = served.at(-1);
    if (!session || !current || current.answered) {
      await client.query('ROLLBACK');
      return reply.code(409).send({ detail: 'not the current-task path' });
    }
    const cards = (await client.query<{ type: number; due: Date; reviewed_through: string }>(learning.lockCards, [user.id])).rows;
    const since = Math.min(...cards.map((card) => Number(card.reviewed_through)));
    const fresh = await client.query(learning.newFirstTries, [user.id, since]);
    if (fresh.rows.length > 0) throw new Error('The floor replays no cards: the bench user answered nothing new');
    const mastery = toTypeMastery((await client.query<EvidenceRow>(learning.evidence, evidenceBindings(user.id, now))).rows);
    await client.query('COMMIT');
    const due = cards.find((card) => card.type === current.type)!.due;
    return {
      session_id: session.id,
      size: practiceSessionSize,
      position: served.length,
      answered: served.filter((task) => task.answered).length,
      done: false,
      task: { id: current.task_id, type: current.type, name: taskTypeCatalog[current.type]!.name, probability: shownChanceOf(mastery[current.type - 1]!), due_at: due.toISOString() },
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});

// The groups' reads (issue 15): the app's statements (groupReadSql) and its pure shaping steps.
const groupStatements = Object.fromEntries(Object.entries(groupReadSql).map(([key, sql]) => [key, pgNamed(sql)])) as Record<keyof typeof groupReadSql, ReturnType<typeof pgNamed>>;

/** One transaction on one connection, as knex's transaction(): BEGIN, the work, COMMIT (ROLLBACK on an error). */
async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

// getMyGroup: the group looked up; the quest's refresh in its own transaction (the active quest locked:
// the bench group has none, so it ends there; the floor answers 409 if one is found); then in one
// transaction the group looked up again, the caller's access, the group's row, its members'
// achievements, members with this week's points, roles, invitations and quests, shaped as the app does.
app.get('/api/groups/my_group/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const now = new Date();
  const before = (await pool.query<{ group_id: number }>(...groupStatements.myGroupId({ userId: user.id }))).rows[0];
  if (before) {
    const active = await inTransaction(async (client) => (await client.query(...groupStatements.lockActiveQuest({ groupId: before.group_id }))).rows.length > 0);
    if (active) return reply.code(409).send({ detail: 'The floor refreshes no quest' });
  }
  const group = await inTransaction(async (client) => {
    const mine = (await client.query<{ group_id: number }>(...groupStatements.myGroupId({ userId: user.id }))).rows[0];
    if (!mine) return null;
    const bindings = { userId: user.id, groupId: mine.group_id, weekStart: memberWeekStartOf(now) };
    const accessRow = (await client.query<AccessRow>(...groupStatements.access(bindings))).rows[0]!;
    const access = toGroupAccess(accessRow);
    const rows = (await client.query<GroupRow>(...groupStatements.detail(bindings))).rows;
    const earned = (await client.query<AchievementCountRow>(...groupStatements.achievements({ groupIds: rows.map((row) => row.id) }))).rows;
    const [summary] = shapeGroupSummaries(rows, earned, storage);
    const members = toGroupMembers((await client.query<MemberRow>(...groupStatements.members(bindings))).rows, storage, now);
    const roles = (await client.query<RoleRow>(...groupStatements.roles(bindings))).rows.map(toGroupRole);
    const invitations = access.member ? (await client.query<InvitationRow>(...groupStatements.invitations(bindings))).rows.map((row) => toGroupInvitation(row, now)) : [];
    const quests = access.member ? (await client.query<GroupQuestsTable>(...groupStatements.quests(bindings))).rows.map(toGroupQuest) : [];
    const { member_id: _memberId, ...permissions } = access.member ?? { member_id: 0 };
    return { ...summary!, members, roles, invitations, quests, my_permissions: access.member ? permissions : null };
  });
  return { group };
});

// listGroupTop: the first :limit rows of the groups_top index with their members' count and leader,
// the listed groups' members' achievements and the caller's group, shaped as the app does.
app.get('/api/groups/top/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const limit = Number((request.query as { limit?: string }).limit ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return reply.code(400).send({ detail: 'limit' });
  const { rows } = await pool.query<GroupRow>(...groupStatements.top({ limit }));
  const [earned, mine] = await Promise.all([
    rows.length > 0 ? pool.query<AchievementCountRow>(...groupStatements.achievements({ groupIds: rows.map((row) => row.id) })).then((result) => result.rows) : [],
    pool.query<{ group_id: number }>(...groupStatements.myGroupId({ userId: user.id })),
  ]);
  return toGroupTop(shapeGroupSummaries(rows, earned, storage), mine.rows[0]?.group_id ?? null);
});

const classStatements = {
  readable: pgNamed(classSql.readable),
  students: pgNamed(classSql.students),
  cells: pgNamed(classReportSql.cells),
  shared: pgNamed(classReportSql.sharedWrongAnswers),
  homework: pgNamed(classReportSql.homework),
};

// getClassReport: the class checked, its students, then at once the period's first tries per student and
// type, the shared wrong answers, the newest homework from the caller and each student's year of evidence
// (a few at a time), shaped with the app's steps.
app.get('/api/classes/:id/report/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const classId = Number((request.params as { id: string }).id);
  const period = Number((request.query as { period?: string }).period ?? 30);
  const found = (await pool.query<ClassRow>(...classStatements.readable({ userId: user.id, classId }))).rows[0];
  if (!found) return reply.code(404).send({ detail: 'Класс не найден' });
  const students = (await pool.query<ClassStudent>(...classStatements.students({ userId: user.id, classId }))).rows;
  const now = new Date();
  const span = classPeriodOf(now, period);
  const userIds = students.map((student) => student.id);
  const window = { userIds, from: span.from, to: span.to };
  const [cells, shared, homework, forecasts] = await Promise.all([
    pool.query<CellRow>(...classStatements.cells(window)).then((result) => result.rows),
    pool.query<SharedRow>(...classStatements.shared({ ...window, limit: maxSharedWrongAnswers })).then((result) => result.rows),
    pool.query<ClassHomeworkRow>(...classStatements.homework({ userIds, teacherId: user.id })).then((result) => result.rows),
    mapInParallel(userIds, classForecastParallel, async (userId) => toClassForecast(toTypeMastery((await pool.query<EvidenceRow>(learning.evidence, evidenceBindings(userId, now))).rows), now)),
  ]);
  return toClassReport({ found: toClassSummary(found), students, period, span, cells, shared, homework, forecasts, now });
});

await serveChild(app, () => pool.end());
