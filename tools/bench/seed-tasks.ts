import type { Knex } from 'knex';

/** Types 19–21 come as blocks (tasks_block_check): the other types are single tasks. */
export const singleTaskTypes = [...Array.from({ length: 18 }, (_, index) => index + 1), 22, 23, 24, 25, 26, 27];

export type TaskBankOptions = {
  /** All tasks: about as many of each of the 27 types, those of 19–21 as blocks of three. */
  taskCount: number;
  attemptCount: number;
  /** Each of them has solved this many tasks of `solvedType`, so the random pick's NOT EXISTS has rows to skip. */
  benchUserIds: number[];
  solvesPerBenchUser: number;
  solvedType: number;
  log?: (line: string) => void;
};

export type TaskBank = { tasks: number; blocks: number; attempts: number; solves: number; seconds: number };

// A stored task text is sanitized HTML of a few hundred bytes: roughly that.
const taskText = `'<p>Задание ' || n || '. ' || repeat('Дано натуральное число N; алгоритм строит по нему новое число R. ', 8) || '</p>'`;
const blockCondition = `'<p>Блок ' || n || '. ' || repeat('Два игрока, Петя и Ваня, играют в игру с кучей камней. ', 8) || '</p>'`;

/**
 * The bank in a few set-based statements: single tasks spread over their types (answer '42'), then
 * the 19–21 blocks (a condition and three linked questions each, ids in block order), attempts
 * by random users on random tasks over the past year, and solves of `solvedType` for the bench users.
 * VACUUM ANALYZE at the end: the planner sees the real sizes, and autovacuum of the fresh rows does
 * not start in the middle of a measurement.
 */
export async function seedTaskBank(db: Knex, options: TaskBankOptions): Promise<TaskBank> {
  const started = performance.now();
  let stepStarted = started;
  const step = (name: string) => {
    const now = performance.now();
    options.log?.(`  ${name}: ${((now - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = now;
  };
  // Arrays go in as literals: knex would spread a JS array binding into a list.
  const arrayLiteral = (values: number[]) => `{${values.join(',')}}`;

  await db.transaction(async (trx) => {
    await skipForeignKeyChecks(trx);
    const restoreIndexes = await dropSecondaryIndexes(trx, ['tasks', 'task_attempts', 'task_solves']);
    const blockCount = Math.round(options.taskCount / 27);
    await trx.raw(
      `INSERT INTO tasks (subject, type, difficulty, text, answer_type, answer)
       SELECT 'inf', (?::smallint[])[1 + n % ?], 1 + n % 3, ${taskText}, 'field', '42'
       FROM generate_series(0, ? - 1) AS n`,
      [arrayLiteral(singleTaskTypes), singleTaskTypes.length, options.taskCount - 3 * blockCount],
    );
    step('tasks');
    await trx.raw(
      `INSERT INTO task_blocks (subject, condition, difficulty) SELECT 'inf', ${blockCondition}, 1 + n % 3 FROM generate_series(0, ? - 1) AS n`,
      [blockCount],
    );
    // As insertBlock stores them: an empty text (the block's condition is shown), positions 0–2.
    await trx.raw(
      `INSERT INTO tasks (subject, type, difficulty, text, question, answer_type, answer, block_id, block_position)
       SELECT 'inf', 19 + p, b.difficulty, '', '<p>Вопрос ' || (19 + p) || ' блока ' || b.id || '</p>', 'field', '42', b.id, p
       FROM task_blocks AS b CROSS JOIN generate_series(0, 2) AS p
       ORDER BY b.id, p`,
    );
    step('blocks');
    // Ids of a fresh database are gapless, so lo + [0, n) covers exactly the seeded rows.
    await trx.raw(
      `INSERT INTO task_attempts (user_id, task_id, answered_at, user_answer, is_correct, attempt_number, solving_time)
       SELECT u.lo + floor(random() * u.n)::int, t.lo + floor(random() * t.n)::int,
              now() - random() * interval '365 days', CASE WHEN g % 3 = 0 THEN '42' ELSE '7' END, g % 3 = 0, 1,
              floor(random() * 900)::int
       FROM (SELECT min(id) AS lo, count(*) AS n FROM users) AS u,
            (SELECT min(id) AS lo, count(*) AS n FROM tasks) AS t,
            generate_series(1, ?) AS g`,
      [options.attemptCount],
    );
    step('attempts');
    const { rows } = (await trx.raw('SELECT count(*)::int AS n FROM tasks WHERE subject = ? AND type = ?', ['inf', options.solvedType])) as {
      rows: [{ n: number }];
    };
    // User i solves every stride-th task of the type, starting at its own offset.
    const stride = Math.floor(rows[0].n / options.solvesPerBenchUser);
    if (stride < 1) throw new Error(`Type ${options.solvedType} has only ${rows[0].n} tasks`);
    await trx.raw(
      `INSERT INTO task_solves (user_id, task_id, task_type, solved_at, solving_time, attempts, experience_gained)
       SELECT u.id, t.id, t.type, now() - random() * interval '365 days', floor(random() * 900)::int, 1, 1
       FROM unnest(?::int[]) WITH ORDINALITY AS u(id, i)
       JOIN (SELECT id, type, row_number() OVER (ORDER BY id) - 1 AS k FROM tasks WHERE subject = 'inf' AND type = ?) AS t
         ON (t.k + u.i) % ? = 0 AND t.k < ?`,
      [arrayLiteral(options.benchUserIds), options.solvedType, stride, stride * options.solvesPerBenchUser],
    );
    step('solves');
    await restoreIndexes();
    step('indexes');
  });
  for (const table of ['users', 'task_blocks', 'tasks', 'task_attempts', 'task_solves']) await db.raw(`VACUUM ANALYZE ${table}`);
  step('VACUUM ANALYZE');
  const counts = (await db.raw(
    `SELECT (SELECT count(*) FROM tasks)::int AS tasks, (SELECT count(*) FROM task_blocks)::int AS blocks,
            (SELECT count(*) FROM task_attempts)::int AS attempts,
            (SELECT count(*) FROM task_solves)::int AS solves`,
  )) as { rows: [Omit<TaskBank, 'seconds'>] };
  return { ...counts.rows[0], seconds: (performance.now() - started) / 1000 };
}

/**
 * The rows are valid by construction: skip the foreign-key triggers for this transaction where that
 * is allowed (a superuser, as with the embedded server). Each check locks its user and task row,
 * which makes a million-row insert several times slower.
 */
export async function skipForeignKeyChecks(trx: Knex.Transaction): Promise<void> {
  await trx.raw('SAVEPOINT replica_role');
  try {
    await trx.raw('SET LOCAL session_replication_role = replica');
  } catch {
    await trx.raw('ROLLBACK TO SAVEPOINT replica_role');
  }
}

/**
 * Drops the indexes of `tables` that back no constraint and returns what builds them again, from
 * their own definitions: one sorted build is far faster than a million scattered index inserts.
 */
export async function dropSecondaryIndexes(trx: Knex.Transaction, tables: string[]): Promise<() => Promise<void>> {
  const { rows } = (await trx.raw(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index AS i LEFT JOIN pg_constraint AS c ON c.conindid = i.indexrelid
     WHERE i.indrelid = ANY (?::regclass[]) AND c.oid IS NULL`,
    [`{${tables.join(',')}}`],
  )) as { rows: { name: string; definition: string }[] };
  for (const { name } of rows) await trx.raw(`DROP INDEX ${name}`);
  return async () => {
    for (const { definition } of rows) await trx.raw(definition);
  };
}
