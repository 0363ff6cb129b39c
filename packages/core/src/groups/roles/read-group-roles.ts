import type { Knex } from 'knex';
import type { GroupRolesTable } from '../../db/tables/group-roles-table';
import { groupReadSql } from '../group-read-sql';
import type { GroupRole } from '../group-schemas';

export const roleColumns = ['id', 'name', 'description', 'can_invite', 'can_kick', 'can_manage_roles', 'can_edit_group', 'sort_order', 'created_at'] as const;

export type RoleRow = Pick<GroupRolesTable, (typeof roleColumns)[number]>;

export function toGroupRole(row: RoleRow): GroupRole {
  const { sort_order, created_at, ...rest } = row;
  return { ...rest, order: sort_order, created_at: created_at.toISOString() };
}

/** SPEC §3: lower order first. */
export async function readGroupRoles(db: Knex | Knex.Transaction, groupId: number): Promise<GroupRole[]> {
  const { rows } = await db.raw<{ rows: RoleRow[] }>(groupReadSql.roles, { groupId });
  return rows.map(toGroupRole);
}
