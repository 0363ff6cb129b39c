import type { Knex } from 'knex';
import { groupReadSql } from '../group-read-sql';
import type { GroupRole } from '../group-schemas';

export type RoleRow = {
  id: number;
  name: string;
  description: string;
  can_invite: boolean;
  can_kick: boolean;
  can_manage_roles: boolean;
  can_edit_group: boolean;
  sort_order: number;
  created_at: Date;
};

export const roleColumns = ['id', 'name', 'description', 'can_invite', 'can_kick', 'can_manage_roles', 'can_edit_group', 'sort_order', 'created_at'];

export function toGroupRole(row: RoleRow): GroupRole {
  const { sort_order, created_at, ...rest } = row;
  return { ...rest, order: sort_order, created_at: created_at.toISOString() };
}

/** SPEC §3: lower order first. */
export async function readGroupRoles(db: Knex | Knex.Transaction, groupId: number): Promise<GroupRole[]> {
  const { rows } = await db.raw<{ rows: RoleRow[] }>(groupReadSql.roles, { groupId });
  return rows.map(toGroupRole);
}
