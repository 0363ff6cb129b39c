import type { Knex } from 'knex';
import { singleTaskTypes } from './seed-tasks';

export type HomeworkUserOptions = {
  /** The student whose homework and notifications are read. */
  userId: number;
  /** The teacher who issued the assignments (their username is joined into every row). */
  teacherId: number;
  /** Assignments, one a week back from now; the oldest completedAssignments of them completed. */
  assignments: number;
  completedAssignments: number;
  /** Tasks per assignment: single tasks of the bank's types 1–18 and 22–27, each task in one assignment only. */
  tasksPerAssignment: number;
  /** Notifications, one a day back from now; all but the newest unreadNotifications read. */
  notifications: number;
  unreadNotifications: number;
  log?: (line: string) => void;
};

export type HomeworkUser = {
  assignments: number;
  completed: number;
  homeworkTasks: number;
  solvedTasks: number;
  attemptedTasks: number;
  attempts: number;
  notifications: number;
  unread: number;
  seconds: number;
};

/**
 * The student whose `GET /api/users/homework/` and `GET /api/users/notifications/` are measured, in
 * set-based statements. Assignment k (1 = oldest) takes tasksPerAssignment single tasks of the bank
 * (every stride-th, so they fall on every type and nobody else's bench rows); a completed assignment
 * has every task solved (one to three attempts, the last right, and a solve row); an assignment in
 * progress has its first four tasks solved so, the next two answered wrongly twice, the rest untouched,
 * and so stays in progress when the read settles completion. Notifications: one per assignment
 * ('Новое ДЗ', linked to it), the rest plain messages.
 */
export async function seedHomeworkUser(db: Knex, options: HomeworkUserOptions): Promise<HomeworkUser> {
  const started = performance.now();
  const taskCount = options.assignments * options.tasksPerAssignment;
  await db.transaction(async (trx) => {
    await trx.raw(
      `INSERT INTO homework_assignments (user_id, issued_by, date, created_at, updated_at, comment, status)
       SELECT :userId, :teacherId, now() - (:count - k) * interval '7 days', now() - (:count - k) * interval '7 days',
              now() - (:count - k) * interval '7 days', 'ДЗ ' || k || ': решить до пятницы',
              CASE WHEN k <= :completed THEN 'completed' ELSE 'in_progress' END
       FROM generate_series(1, :count) AS k`,
      { userId: options.userId, teacherId: options.teacherId, count: options.assignments, completed: options.completedAssignments },
    );
    // Arrays go in as literals: knex would spread a JS array binding into a list.
    await trx.raw(
      `WITH own AS (SELECT id, row_number() OVER (ORDER BY date, id) - 1 AS k FROM homework_assignments WHERE user_id = :userId),
            picked AS (
              SELECT t.id, t.type, row_number() OVER (ORDER BY t.id) - 1 AS r
              FROM tasks AS t, (SELECT min(id) AS lo, count(*) AS n FROM tasks) AS b
              WHERE (t.id - b.lo) % greatest(1, b.n / (:taskCount * 2)) = 7 AND t.type = ANY(:types::smallint[])
              ORDER BY t.id LIMIT :taskCount)
       INSERT INTO homework_tasks (assignment_id, position, task_id, type)
       SELECT own.id, p.r % :perAssignment + 1, p.id, p.type
       FROM picked AS p JOIN own ON own.k = p.r / :perAssignment`,
      { userId: options.userId, taskCount, perAssignment: options.tasksPerAssignment, types: `{${singleTaskTypes.join(',')}}` },
    );
    // Solved: 1–3 attempts, the last right. Attempted: two wrong ones. Numbered 1..n, a day before now at most.
    await trx.raw(
      `WITH plan AS (
         SELECT h.task_id, a.date,
                CASE WHEN a.status = 'completed' OR h.position <= 4 THEN 1 + h.task_id % 3 WHEN h.position <= 6 THEN 2 ELSE 0 END AS n,
                a.status = 'completed' OR h.position <= 4 AS solves
         FROM homework_tasks AS h JOIN homework_assignments AS a ON a.id = h.assignment_id WHERE a.user_id = :userId)
       INSERT INTO task_attempts (user_id, task_id, answered_at, user_answer, is_correct, attempt_number, solving_time)
       SELECT :userId, p.task_id, p.date + i * interval '10 minutes', CASE WHEN p.solves AND i = p.n THEN '42' ELSE '7' END,
              p.solves AND i = p.n, i, 60 + (p.task_id + i * 37) % 600
       FROM plan AS p CROSS JOIN generate_series(1, 3) AS i WHERE i <= p.n`,
      { userId: options.userId },
    );
    await trx.raw(
      `INSERT INTO task_solves (user_id, task_id, task_type, solved_at, solving_time, attempts, experience_gained)
       SELECT a.user_id, a.task_id, t.type, a.answered_at, a.solving_time, a.attempt_number, 10
       FROM task_attempts AS a JOIN tasks AS t ON t.id = a.task_id
       WHERE a.user_id = :userId AND a.is_correct
       ON CONFLICT DO NOTHING`,
      { userId: options.userId },
    );
    await trx.raw(
      `WITH own AS (SELECT id, date, row_number() OVER (ORDER BY date, id) AS k FROM homework_assignments WHERE user_id = :userId)
       INSERT INTO notifications (user_id, message, related_homework_id, is_read, created_at)
       SELECT :userId,
              CASE WHEN own.id IS NULL THEN 'Сообщение ' || n || ': пробный вариант в субботу, не забудьте зарегистрироваться'
                   ELSE 'Новое домашнее задание от учителя: ' || :perAssignment::int || ' заданий' END,
              own.id, n <= :count::int - :unread::int, now() - (:count::int - n) * interval '1 day'
       FROM generate_series(1, :count::int) AS n
       LEFT JOIN own ON own.k = n - (:count::int - (SELECT count(*) FROM own))`,
      { userId: options.userId, count: options.notifications, unread: options.unreadNotifications, perAssignment: options.tasksPerAssignment },
    );
  });
  for (const table of ['homework_assignments', 'homework_tasks', 'task_attempts', 'task_solves', 'notifications']) await db.raw(`VACUUM ANALYZE ${table}`);
  const { rows } = (await db.raw(
    `SELECT (SELECT count(*) FROM homework_assignments WHERE user_id = :userId)::int AS assignments,
            (SELECT count(*) FROM homework_assignments WHERE user_id = :userId AND status = 'completed')::int AS completed,
            (SELECT count(*) FROM homework_tasks h JOIN homework_assignments a ON a.id = h.assignment_id WHERE a.user_id = :userId)::int AS "homeworkTasks",
            (SELECT count(*) FROM task_solves WHERE user_id = :userId)::int AS "solvedTasks",
            (SELECT count(DISTINCT task_id) FROM task_attempts WHERE user_id = :userId)::int AS "attemptedTasks",
            (SELECT count(*) FROM task_attempts WHERE user_id = :userId)::int AS attempts,
            (SELECT count(*) FROM notifications WHERE user_id = :userId)::int AS notifications,
            (SELECT count(*) FROM notifications WHERE user_id = :userId AND NOT is_read)::int AS unread`,
    { userId: options.userId },
  )) as { rows: [Omit<HomeworkUser, 'seconds'>] };
  const seconds = (performance.now() - started) / 1000;
  const seeded = { ...rows[0], seconds };
  if (seeded.homeworkTasks !== taskCount) throw new Error(`Homework user: ${seeded.homeworkTasks} of ${taskCount} homework tasks seeded`);
  options.log?.(
    `  homework user: ${seeded.assignments} assignments (${seeded.completed} completed) of ${seeded.homeworkTasks} tasks, ${seeded.attempts} attempts on ${seeded.attemptedTasks} tasks, ${seeded.notifications} notifications (${seeded.unread} unread), ${seconds.toFixed(1)} s`,
  );
  return seeded;
}
