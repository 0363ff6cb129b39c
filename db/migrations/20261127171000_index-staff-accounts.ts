import type { Knex } from 'knex';

/**
 * Decision 051: the students' top leaves out every account whose role is not 'student'. A caller's
 * place is the users above them minus the staff above them; staff are few, so this index of them
 * keeps that second count a short index-only range beside the top's own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX users_staff_experience ON users (experience_points) WHERE role <> 'student'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_staff_experience');
}
