import type { Knex } from 'knex';
import { invitationsSql } from '../group-read-sql';
import type { GroupInvitation } from '../group-schemas';

export type InvitationRow = {
  id: number;
  group_id: number;
  group_name: string;
  invited_by_username: string;
  invited_user_username: string;
  status: GroupInvitation['status'];
  created_at: Date;
  expires_at: Date;
  responded_at: Date | null;
};

export type InvitationFilter = { groupId: number } | { invitedUserId: number; pendingOnly: boolean } | { involvedUserId: number } | { id: number };

function whereOf(filter: InvitationFilter): { sql: string; bindings: Record<string, unknown> } {
  if ('id' in filter) return { sql: 'i.id = :id', bindings: { id: filter.id } };
  if ('groupId' in filter) return { sql: 'i.group_id = :groupId', bindings: { groupId: filter.groupId } };
  if ('involvedUserId' in filter) return { sql: '(i.invited_user_id = :userId OR i.invited_by = :userId)', bindings: { userId: filter.involvedUserId } };
  const pending = filter.pendingOnly ? ` AND i.status = 'pending' AND i.expires_at > :now` : '';
  return { sql: `i.invited_user_id = :userId${pending}`, bindings: { userId: filter.invitedUserId } };
}

/** Invitations, newest first; a pending one past its expiry reads as expired (SPEC §4). */
export async function readGroupInvitations(db: Knex | Knex.Transaction, filter: InvitationFilter, now: Date): Promise<GroupInvitation[]> {
  const where = whereOf(filter);
  const { rows } = await db.raw<{ rows: InvitationRow[] }>(invitationsSql(where.sql), { ...where.bindings, now });
  return rows.map((row) => toGroupInvitation(row, now));
}

/** An invitation as the API shows it; a pending one past its expiry reads as expired. */
export function toGroupInvitation(row: InvitationRow, now: Date): GroupInvitation {
  return {
    id: row.id,
    group: row.group_id,
    group_name: row.group_name,
    invited_by_username: row.invited_by_username,
    invited_user_username: row.invited_user_username,
    status: row.status === 'pending' && row.expires_at.getTime() <= now.getTime() ? 'expired' : row.status,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    responded_at: row.responded_at?.toISOString() ?? null,
  };
}
