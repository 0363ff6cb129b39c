import type { Knex } from 'knex';

export type ClassSeedOptions = {
  teacherId: number;
  studentIds: readonly number[];
  /** First tries per student, at random times of the past year, on tasks spread over the bank. */
  attemptsPerStudent: number;
  homeworkTasks: number;
  log?: (line: string) => void;
};

export type SeededClass = { classId: number; students: number; attempts: number; homeworkTasks: number; seconds: number };

/**
 * A teacher's list of students with a year of answers each, in set-based statements: attemptsPerStudent
 * first tries per student (about 60% right, '42'; the wrong ones '7', so some are shared), a second,
 * right try after a fifth of the misses, solves for the right ones; and one homework of the teacher's
 * per student, issued three days ago, of tasks the student has met.
 */
export async function seedClass(db: Knex, options: ClassSeedOptions): Promise<SeededClass> {
  const started = performance.now();
  const bindings = { ids: [...options.studentIds], teacherId: options.teacherId, perStudent: options.attemptsPerStudent, homeworkTasks: options.homeworkTasks };
  const classId = await db.transaction(async (trx) => {
    await trx.raw(
      `WITH s AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM users WHERE id = ANY(:ids::int[])),
       b AS (SELECT min(id) AS lo, max(id) - min(id) + 1 AS n FROM tasks),
       picks AS (SELECT s.id AS user_id, b.lo + ((s.k * 7919 + g * 331) % b.n) AS task_id FROM s, b, generate_series(1, :perStudent) AS g)
       INSERT INTO task_attempts (user_id, task_id, answered_at, user_answer, is_correct, attempt_number, solving_time)
       SELECT p.user_id, p.task_id, now() - interval '365 days' * random(), CASE WHEN r < 0.6 THEN '42' ELSE '7' END, r < 0.6, 1, floor(random() * 900)::int
       FROM picks p JOIN tasks t ON t.id = p.task_id CROSS JOIN LATERAL (SELECT random() + 0 * p.task_id AS r) x`,
      bindings,
    );
    await trx.raw(
      `INSERT INTO task_attempts (user_id, task_id, answered_at, user_answer, is_correct, attempt_number, solving_time)
       SELECT user_id, task_id, answered_at + interval '1 minute', '42', true, 2, 60
       FROM task_attempts WHERE user_id = ANY(:ids::int[]) AND NOT is_correct AND random() < 0.2`,
      bindings,
    );
    await trx.raw(
      `INSERT INTO task_solves (user_id, task_id, task_type, solved_at, solving_time, attempts, experience_gained)
       SELECT a.user_id, a.task_id, t.type, a.answered_at, a.solving_time, a.attempt_number, 10
       FROM task_attempts a JOIN tasks t ON t.id = a.task_id
       WHERE a.user_id = ANY(:ids::int[]) AND a.is_correct
       ON CONFLICT DO NOTHING`,
      bindings,
    );
    const [made] = await trx('classes').insert({ teacher_id: options.teacherId, name: 'Бенчмарк', group_id: null, created_at: new Date(), updated_at: new Date() }).returning('id');
    if (!made) throw new Error('No class made');
    await trx('class_students').insert(options.studentIds.map((userId) => ({ class_id: made.id, user_id: userId })));
    await trx.raw(
      `WITH issued AS (
         INSERT INTO homework_assignments (user_id, issued_by, date, created_at, updated_at, status, kind)
         SELECT id, :teacherId, now() - interval '3 days', now() - interval '3 days', now() - interval '3 days', 'in_progress', 'tasks'
         FROM users WHERE id = ANY(:ids::int[]) RETURNING id, user_id)
       INSERT INTO homework_tasks (assignment_id, position, task_id, type)
       SELECT i.id, row_number() OVER (PARTITION BY i.id ORDER BY m.task_id), m.task_id, t.type
       FROM issued i
       CROSS JOIN LATERAL (SELECT DISTINCT task_id FROM task_attempts a WHERE a.user_id = i.user_id ORDER BY task_id LIMIT :homeworkTasks) m
       JOIN tasks t ON t.id = m.task_id`,
      bindings,
    );
    return made.id;
  });
  for (const table of ['task_attempts', 'task_solves', 'classes', 'class_students', 'homework_assignments', 'homework_tasks']) await db.raw(`VACUUM ANALYZE ${table}`);
  const { rows } = (await db.raw(
    `SELECT (SELECT count(*) FROM task_attempts WHERE user_id = ANY(:ids::int[]))::int AS attempts,
            (SELECT count(*) FROM homework_tasks h JOIN homework_assignments a ON a.id = h.assignment_id WHERE a.issued_by = :teacherId)::int AS homework_tasks`,
    bindings,
  )) as { rows: [{ attempts: number; homework_tasks: number }] };
  const seconds = (performance.now() - started) / 1000;
  options.log?.(`  class: ${options.studentIds.length} students, ${rows[0].attempts} attempts, ${seconds.toFixed(1)} s`);
  return { classId, students: options.studentIds.length, attempts: rows[0].attempts, homeworkTasks: rows[0].homework_tasks, seconds };
}
