import type { Knex } from 'knex';

/**
 * Decision 035: a pet's stored state is what the clock cannot compute: the satiety at the last
 * feeding or play (it falls by the hour from there), the treats spent (those earned are the
 * user's solves since the pet appeared), and the Moscow days of the last play and stroke.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('pets', (t) => {
    t.integer('user_id').primary().references('users.id').onDelete('CASCADE');
    t.text('name').notNullable();
    t.integer('satiety').notNullable();
    t.timestamp('satiety_at', { useTz: true }).notNullable();
    t.integer('treats_used').notNullable().defaultTo(0);
    t.date('played_on');
    t.date('petted_on');
    t.integer('affection').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('satiety BETWEEN 0 AND 100', [], 'pets_satiety_check');
    t.check('treats_used >= 0', [], 'pets_treats_used_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('pets');
}
