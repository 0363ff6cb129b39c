import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('theory', (t) => {
    t.increments('id');
    // Tasks 19–21 share one page, stored under 19 (docs/decisions/029).
    t.smallint('task_number').notNullable();
    t.text('title').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('content').notNullable().defaultTo('');
    t.smallint('difficulty').notNullable().defaultTo(1);
    t.string('status', 16).notNullable().defaultTo('draft');
    t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    // The hash of the bundled page a row was seeded from; any edit clears it, so only untouched seeded rows follow a newer bundled page.
    t.text('seed_hash');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['task_number', 'status']);
  });
  await knex.raw(`ALTER TABLE theory ADD CONSTRAINT theory_task_number_check CHECK (task_number BETWEEN 1 AND 27 AND task_number NOT IN (20, 21))`);
  await knex.raw(`ALTER TABLE theory ADD CONSTRAINT theory_status_check CHECK (status IN ('draft', 'published', 'archived'))`);
  await knex.raw(`ALTER TABLE theory ADD CONSTRAINT theory_difficulty_check CHECK (difficulty BETWEEN 1 AND 3)`);
  // One published page per type: the frame shows exactly one.
  await knex.raw(`CREATE UNIQUE INDEX theory_one_published ON theory (task_number) WHERE status = 'published'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('theory');
}
