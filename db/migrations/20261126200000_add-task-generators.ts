import type { Knex } from 'knex';

/**
 * Decision 040: a generated task is a bank task that remembers its generator ("type-05"), the
 * generator's version and the seed, so it can be rebuilt. The three are given together or not at
 * all, and one (generator, version, seed, difficulty) is stored once: two students whose trainers
 * draw the same seed at once get the same task. The trainer stores its generated tasks under the
 * generator's own account, made here, before anyone could register its name; its password hash is
 * no hash, so nobody signs in as it. The settings row names it for core.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.string('generator', 20);
    t.integer('generator_version');
    t.string('generator_seed', 100);
    t.check(
      '(generator IS NULL) = (generator_version IS NULL) AND (generator IS NULL) = (generator_seed IS NULL)',
      [],
      'tasks_generator_complete',
    );
  });
  await knex.raw(
    'CREATE UNIQUE INDEX tasks_generator_seed ON tasks (generator, generator_version, generator_seed, difficulty) WHERE generator IS NOT NULL',
  );
  const [author] = (await knex('users')
    .insert({ username: 'генератор', email: 'generator@ege.local', password_hash: '!', role: 'author' })
    .returning('id')) as { id: number }[];
  await knex('settings').insert({ key: 'generator_author_id', value: JSON.stringify(author!.id) });
}

export async function down(knex: Knex): Promise<void> {
  await knex('settings').where({ key: 'generator_author_id' }).delete();
  await knex('users').where({ email: 'generator@ege.local' }).delete();
  await knex.raw('DROP INDEX tasks_generator_seed');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropChecks('tasks_generator_complete');
    t.dropColumns('generator', 'generator_version', 'generator_seed');
  });
}
