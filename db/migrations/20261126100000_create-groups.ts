import type { Knex } from 'knex';

/**
 * Decision 039: groups, their members, roles, invitations and quests. The rules a race could break
 * are constraints, not checks in code: a user is in at most one group (unique user_id), a group has
 * at most one leader (a partial unique index), a user has at most one pending invitation per group,
 * and a group at most one active quest. Level, progress and members_count are read, not stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('groups', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('avatar');
    t.boolean('is_public').notNullable().defaultTo(true);
    t.boolean('allow_invites').notNullable().defaultTo(true);
    t.integer('experience_points').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('experience_points >= 0', [], 'groups_experience_points_check');
  });
  await knex.raw('CREATE UNIQUE INDEX groups_name_lower_unique ON groups (lower(name))');
  await knex.raw('CREATE INDEX groups_top ON groups (experience_points DESC, id)');

  await knex.schema.createTable('group_roles', (t) => {
    t.increments('id');
    t.integer('group_id').notNullable().references('groups.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.text('description').notNullable().defaultTo('');
    t.boolean('can_invite').notNullable().defaultTo(false);
    t.boolean('can_kick').notNullable().defaultTo(false);
    t.boolean('can_manage_roles').notNullable().defaultTo(false);
    t.boolean('can_edit_group').notNullable().defaultTo(false);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['group_id', 'sort_order']);
  });

  await knex.schema.createTable('group_members', (t) => {
    t.increments('id');
    t.integer('group_id').notNullable().references('groups.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('is_leader').notNullable().defaultTo(false);
    t.integer('role_id').references('group_roles.id').onDelete('SET NULL');
    t.integer('contribution_points').notNullable().defaultTo(0);
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.timestamp('last_activity', { useTz: true }).notNullable();
    t.unique(['user_id'], { indexName: 'group_members_one_group_per_user' });
    t.index(['group_id', 'joined_at']);
  });
  await knex.raw('CREATE UNIQUE INDEX group_members_one_leader ON group_members (group_id) WHERE is_leader');

  await knex.schema.createTable('group_invitations', (t) => {
    t.increments('id');
    t.integer('group_id').notNullable().references('groups.id').onDelete('CASCADE');
    t.integer('invited_by').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('invited_user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('status', 20).notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('responded_at', { useTz: true });
    t.check(`status in ('pending', 'accepted', 'declined', 'expired')`, [], 'group_invitations_status_check');
    t.index(['invited_user_id', 'status']);
    t.index(['group_id', 'created_at']);
    t.index(['invited_by']);
  });
  await knex.raw(`CREATE UNIQUE INDEX group_invitations_one_pending ON group_invitations (group_id, invited_user_id) WHERE status = 'pending'`);

  await knex.schema.createTable('group_quests', (t) => {
    t.increments('id');
    t.integer('group_id').notNullable().references('groups.id').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description').notNullable();
    t.string('status', 20).notNullable().defaultTo('active');
    t.integer('target_experience').notNullable();
    t.integer('current_experience').notNullable().defaultTo(0);
    t.integer('tasks_solved').notNullable().defaultTo(0);
    t.integer('achievements').notNullable().defaultTo(0);
    t.integer('experience_reward').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.check(`status in ('active', 'completed', 'failed')`, [], 'group_quests_status_check');
    t.check('target_experience > 0', [], 'group_quests_target_check');
    t.index(['group_id', 'created_at']);
  });
  await knex.raw(`CREATE UNIQUE INDEX group_quests_one_active ON group_quests (group_id) WHERE status = 'active'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('group_quests');
  await knex.schema.dropTable('group_invitations');
  await knex.schema.dropTable('group_members');
  await knex.schema.dropTable('group_roles');
  await knex.schema.dropTable('groups');
}
