import type { Knex } from 'knex';

/**
 * Issue 30: a bank that corrects itself.
 * - task_reports (decision 075): a student's 'Сообщить об ошибке'; one open report per user and task
 *   (a partial unique index), answered by the task's author, a moderator or an admin.
 * - task_flags (decision 076): what the numbers point at, written by the flag job. A flag is about one
 *   task, or about a generator's version (every task it made: one defect is fixed once). The job
 *   replaces open flags; a dismissed one stays dismissed while its `signature` (kind + the wrong
 *   answer, say) is the same.
 * - task_revisions (decision 077): every edit of a task after it is written (web or import): who, when,
 *   the content before and after (statement, question, answer columns), and how many students a
 *   corrected key credited.
 * - tasks.uid and task_blocks.uid (decision 078): the identity `ege export` writes and `ege import`
 *   recognises, on this server and on the one a bank moves to.
 * - notifications: kinds for a report's answer and for credit after a corrected key.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('task_reports', (t) => {
    t.increments('id');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('kind').notNullable();
    t.text('text').notNullable();
    t.text('status').notNullable().defaultTo('open');
    t.text('reply');
    t.integer('handled_by').references('users.id').onDelete('SET NULL');
    t.timestamp('handled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`kind in ('statement', 'answer', 'files', 'solution', 'other')`, [], 'task_reports_kind_check');
    t.check(`status in ('open', 'accepted', 'rejected')`, [], 'task_reports_status_check');
    t.index(['task_id']);
    t.index(['user_id', 'created_at']);
  });
  await knex.raw(`CREATE UNIQUE INDEX task_reports_one_open ON task_reports (user_id, task_id) WHERE status = 'open'`);
  await knex.raw(`CREATE INDEX task_reports_open ON task_reports (created_at DESC) WHERE status = 'open'`);

  await knex.schema.createTable('task_flags', (t) => {
    t.increments('id');
    t.integer('task_id').references('tasks.id').onDelete('CASCADE');
    t.string('generator', 20);
    t.integer('generator_version');
    t.text('kind').notNullable();
    /** What makes this flag the same flag next time (e.g. 'dominant_wrong:42'): a dismissal holds while it does. */
    t.text('signature').notNullable();
    /** The reason in Russian, as the queue shows it. */
    t.text('why').notNullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.text('status').notNullable().defaultTo('open');
    t.integer('handled_by').references('users.id').onDelete('SET NULL');
    t.timestamp('handled_at', { useTz: true });
    t.timestamp('computed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`kind in ('dominant_wrong', 'success_outlier')`, [], 'task_flags_kind_check');
    t.check(`status in ('open', 'dismissed')`, [], 'task_flags_status_check');
    t.check('(task_id IS NULL) <> (generator IS NULL) AND (generator IS NULL) = (generator_version IS NULL)', [], 'task_flags_target_check');
  });
  await knex.raw(
    `CREATE UNIQUE INDEX task_flags_target_kind ON task_flags (coalesce(task_id, 0), coalesce(generator, ''), coalesce(generator_version, 0), kind)`,
  );

  await knex.schema.createTable('task_revisions', (t) => {
    t.bigIncrements('id');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.integer('user_id').references('users.id').onDelete('SET NULL');
    t.text('source').notNullable();
    t.jsonb('before').notNullable();
    t.jsonb('after').notNullable();
    t.boolean('statement_changed').notNullable();
    t.boolean('answer_changed').notNullable();
    t.integer('credited').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`source in ('web', 'import')`, [], 'task_revisions_source_check');
    t.index(['task_id', 'created_at']);
  });

  for (const table of ['tasks', 'task_blocks']) {
    await knex.schema.alterTable(table, (t) => {
      t.uuid('uid').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
      t.unique(['uid'], { indexName: `${table}_uid_unique` });
    });
  }

  await knex.raw('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
  await knex.raw(
    `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind in ('message', 'homework_done', 'digest', 'report_answer', 'rescored'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('notifications').whereIn('kind', ['report_answer', 'rescored']).delete();
  await knex.raw('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check');
  await knex.raw(`ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind in ('message', 'homework_done', 'digest'))`);
  for (const table of ['task_blocks', 'tasks']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropUnique(['uid'], `${table}_uid_unique`);
      t.dropColumn('uid');
    });
  }
  await knex.schema.dropTable('task_revisions');
  await knex.schema.dropTable('task_flags');
  await knex.schema.dropTable('task_reports');
}
