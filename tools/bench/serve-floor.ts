import { verifyAccessToken } from '@ege/core/auth/access-token';
import { levelOf } from '@ege/core/rules/level';
import { checkAnswer } from '@ege/core/tasks/check-answer';
import type { AttachmentRow, TaskRow } from '@ege/core/tasks/task-row';
import { authUserColumns, type AuthUser } from '@ege/core/users/auth-user';
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

// The profile is the signed-in user's own row: one SELECT serves as both the lookup and the answer.
app.get('/api/users/profile/', async (request, reply) => {
  const claims = claimsOf(request.headers.authorization);
  if (!claims) return unauthorized(reply);
  const { rows } = await pool.query(
    'SELECT id, username, email, role, avatar, experience_points, created_at FROM users WHERE id = $1',
    [claims.sub],
  );
  return rows[0] ?? reply.code(404).send({ detail: 'Not found' });
});

/** The app's bearer lookup (authenticateBearer): the user row, and the token version it must match. */
const selectAuthUser = `SELECT ${authUserColumns.join(', ')} FROM users WHERE id = $1`;
async function authenticate(header: string | undefined): Promise<AuthUser | null> {
  const claims = claimsOf(header);
  if (!claims) return null;
  const { rows } = await pool.query<AuthUser>(selectAuthUser, [claims.sub]);
  const user = rows[0];
  return user && user.token_version === claims.ver ? user : null;
}

// pickRandomTaskId's statements, as knex renders them.
const selectRange = 'select min(id) as min, max(id) as max from "tasks" where "subject" = $1 and "type" = $2 limit $3';
const notSolved = 'and not exists (select 1 from "task_solves" where "task_solves"."user_id" = $4 and task_solves.task_id = tasks.id)';
const walks = [
  ['>=', 'asc'],
  ['<', 'desc'],
] as const;
const walkSql = (unsolvedOnly: boolean, op: string, order: string) =>
  `select "id" from "tasks" where "subject" = $1 and "type" = $2 and "id" ${op} $3 ${unsolvedOnly ? notSolved : ''} order by "id" ${order} limit ${unsolvedOnly ? '$5' : '$4'}`;

async function pickRandomTaskId(userId: number, subject: string, type: number): Promise<number | null> {
  const { rows } = await pool.query<{ min: number | null; max: number | null }>(selectRange, [subject, type, 1]);
  const range = rows[0];
  if (!range || range.min === null || range.max === null) return null;
  const start = range.min + Math.floor(Math.random() * (range.max - range.min + 1));
  for (const unsolvedOnly of [true, false]) {
    for (const [op, order] of walks) {
      const values = unsolvedOnly ? [subject, type, start, userId, 1] : [subject, type, start, 1];
      const found = await pool.query<{ id: number }>(walkSql(unsolvedOnly, op, order), values);
      if (found.rows[0]) return found.rows[0].id;
    }
  }
  return null;
}

// getTask's statements: the task with its block's condition, its attachments, the user's flags.
const selectTask =
  'select "tasks".*, coalesce(task_blocks.condition, tasks.text) as text from "tasks" left join "task_blocks" on "task_blocks"."id" = "tasks"."block_id" where "tasks"."id" in ($1)';
const selectAttachments = 'select * from "task_attachments" where "task_id" in ($1) order by "task_id" asc, "position" asc, "id" asc';
const selectSolved = 'select "task_id" from "task_solves" where "user_id" = $1 and "task_id" in ($2)';
const selectRevealed = 'select "task_id" from "task_reveals" where "user_id" = $1 and "task_id" in ($2)';

app.get('/api/tasks/task/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const query = request.query as { subject?: string; type?: string };
  const subject = query.subject ?? 'inf';
  const type = Number(query.type);
  if (!Number.isInteger(type) || type < 1 || type > 27) return reply.code(400).send({ detail: 'type' });
  const id = await pickRandomTaskId(user.id, subject, type);
  if (id === null) return reply.code(404).send({ detail: 'Not found' });
  const task = (await pool.query<TaskRow>(selectTask, [id])).rows[0];
  if (!task) return reply.code(404).send({ detail: 'Not found' });
  const attachments = (await pool.query<AttachmentRow>(selectAttachments, [id])).rows;
  const [solved, revealed] = await Promise.all([pool.query(selectSolved, [user.id, id]), pool.query(selectRevealed, [user.id, id])]);
  const mayKnowAnswer = solved.rows.length > 0 || revealed.rows.length > 0 || user.role === 'admin' || task.author_id === user.id;
  const { answer, answer_rows, solution_document, ...shown } = task;
  return {
    ...shown,
    attachments,
    is_solved: solved.rows.length > 0,
    ...(mayKnowAnswer ? { answer, answer_rows, solution_document } : {}),
  };
});

// checkTaskAnswer's statements for a wrong answer: the task, then one transaction that locks the
// user row, counts the earlier attempts and inserts this one.
const selectTaskById = 'select * from "tasks" where "id" = $1 limit $2';
const lockUser = 'select "experience_points" from "users" where "id" = $1 limit $2 for update';
const countAttempts = 'select count(*) as "n" from "task_attempts" where "user_id" = $1 and "task_id" = $2 limit $3';
const insertAttempt =
  'insert into "task_attempts" ("attempt_number", "is_correct", "solved_parts", "solving_time", "task_id", "user_answer", "user_id", "user_table_answer") values ($1, $2, $3, $4, $5, $6, $7, $8)';

app.post('/api/tasks/check/', async (request, reply) => {
  const user = await authenticate(request.headers.authorization);
  if (!user) return unauthorized(reply);
  const body = (request.body ?? {}) as { task_id?: unknown; solving_time?: unknown; user_answer?: unknown };
  const taskId = Number(body.task_id);
  const solvingTime = Number(body.solving_time ?? 0);
  const userAnswer = typeof body.user_answer === 'string' ? body.user_answer : null;
  if (!Number.isInteger(taskId) || taskId <= 0 || !Number.isInteger(solvingTime)) return reply.code(400).send({ detail: 'input' });
  const task = (await pool.query<TaskRow>(selectTaskById, [taskId, 1])).rows[0];
  if (!task) return reply.code(404).send({ detail: 'Not found' });
  const verdict = checkAnswer(task, { user_answer: userAnswer });
  if (verdict.empty) return reply.code(400).send({ detail: 'empty' });
  // The solve and experience branch of a right answer is not part of this floor.
  if (verdict.is_correct) return reply.code(501).send({ detail: 'The floor checks wrong answers only' });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const locked = (await client.query<{ experience_points: number }>(lockUser, [user.id, 1])).rows[0]!;
    const previous = (await client.query<{ n: string }>(countAttempts, [user.id, task.id, 1])).rows[0]!;
    const attempt_number = Number(previous.n) + 1;
    const parts = verdict.solved_parts ? JSON.stringify(verdict.solved_parts) : null;
    await client.query(insertAttempt, [attempt_number, false, parts, solvingTime, task.id, userAnswer, user.id, null]);
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
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});

await serveChild(app, () => pool.end());
