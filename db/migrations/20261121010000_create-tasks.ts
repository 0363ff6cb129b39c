import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // A 19–21 block: one condition shared by its three question tasks.
  await knex.schema.createTable('task_blocks', (t) => {
    t.increments('id');
    t.string('subject', 20).notNullable().defaultTo('inf');
    t.text('condition').notNullable();
    t.smallint('difficulty').notNullable().defaultTo(2);
    t.text('solution_document');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.string('seed_key', 50).unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('difficulty between 1 and 3', [], 'task_blocks_difficulty_check');
  });

  await knex.schema.createTable('tasks', (t) => {
    t.increments('id');
    t.string('subject', 20).notNullable().defaultTo('inf');
    t.smallint('type').notNullable();
    t.smallint('difficulty').notNullable().defaultTo(2);
    t.text('text').notNullable().defaultTo('');
    t.text('question');
    t.text('image');
    t.text('solution_document');
    t.string('answer_type', 10).notNullable();
    t.text('answer');
    t.jsonb('answer_rows');
    t.specificType('table_shape', 'smallint[]');
    t.integer('block_id').references('task_blocks.id').onDelete('CASCADE');
    t.smallint('block_position');
    t.integer('author_id').references('users.id').onDelete('SET NULL');
    t.string('seed_key', 50).unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('type between 1 and 27', [], 'tasks_type_check');
    t.check('difficulty between 1 and 3', [], 'tasks_difficulty_check');
    t.check(`answer_type in ('field', 'table')`, [], 'tasks_answer_type_check');
    t.check('(block_id is null) = (type not in (19, 20, 21))', [], 'tasks_block_check');
  });
  // The random pick walks this index from a random id: no ORDER BY random() over a type.
  await knex.raw('CREATE INDEX tasks_subject_type_id ON tasks (subject, type, id)');
  await knex.raw('CREATE INDEX tasks_block_id ON tasks (block_id) WHERE block_id IS NOT NULL');
  await knex.raw('CREATE INDEX tasks_author_id ON tasks (author_id)');

  await knex.schema.createTable('task_attachments', (t) => {
    t.increments('id');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.text('file').notNullable();
    t.string('name', 255).notNullable();
    t.smallint('position').notNullable().defaultTo(0);
    t.index(['task_id']);
  });

  // Every answer sent: statistics and the activity screen read these.
  await knex.schema.createTable('task_attempts', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.timestamp('answered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('user_answer');
    t.jsonb('user_table_answer');
    t.boolean('is_correct').notNullable();
    // Tasks 26 and 27: which parts this answer got right.
    t.jsonb('solved_parts');
    t.integer('attempt_number').notNullable();
    t.integer('solving_time').notNullable().defaultTo(0);
    t.index(['user_id', 'task_id']);
    t.index(['task_id']);
  });

  // One row per user and task, ever: the unique key is what makes experience count once.
  await knex.schema.createTable('task_solves', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.smallint('task_type').notNullable();
    t.timestamp('solved_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('solving_time').notNullable().defaultTo(0);
    t.integer('attempts').notNullable().defaultTo(1);
    t.integer('experience_gained').notNullable().defaultTo(0);
    t.primary(['user_id', 'task_id']);
    t.index(['task_id']);
    t.index(['user_id', 'task_type']);
  });

  // The answer was shown to the user: the task is "waiting" for them and gives no experience.
  await knex.schema.createTable('task_reveals', (t) => {
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.timestamp('revealed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'task_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['task_reveals', 'task_solves', 'task_attempts', 'task_attachments', 'tasks', 'task_blocks']) {
    await knex.schema.dropTable(table);
  }
}
