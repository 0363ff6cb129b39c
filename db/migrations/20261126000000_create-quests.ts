import type { Knex } from 'knex';

/**
 * Decision 038. A quest's tasks are fixed when it is made (jsonb: key, type, task ids, base
 * experience); whether a task is done is read from the user's correct answers, and what a quest
 * paid is in the experience ledger. The partial unique keys are what make a quest once per user
 * and day or week, whoever creates it (the Monday job on several instances, a lazy first read, a
 * start): an abandoned quest steps aside for a new one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('weekly_quests', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('week_start').notNullable();
    t.string('status', 10).notNullable().defaultTo('active');
    t.jsonb('tasks').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.timestamp('deactivated_at', { useTz: true });
    t.smallint('final_progress');
    t.check(`status in ('active', 'completed', 'expired', 'abandoned')`, [], 'weekly_quests_status_check');
    t.index(['user_id', 'week_start']);
  });
  await knex.raw(`CREATE UNIQUE INDEX weekly_quests_one_per_week ON weekly_quests (user_id, week_start) WHERE status <> 'abandoned'`);
  await knex.raw(`CREATE INDEX weekly_quests_active ON weekly_quests (week_start) WHERE status = 'active'`);

  await knex.schema.createTable('daily_quests', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.date('day').notNullable();
    t.string('status', 10).notNullable().defaultTo('active');
    t.jsonb('tasks').notNullable();
    t.smallint('streak_day').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('active', 'completed', 'abandoned')`, [], 'daily_quests_status_check');
  });
  await knex.raw(`CREATE UNIQUE INDEX daily_quests_one_per_day ON daily_quests (user_id, day) WHERE status <> 'abandoned'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('daily_quests');
  await knex.schema.dropTable('weekly_quests');
}
