import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { groupMessages } from './group-messages';
import { groupReadSql } from './group-read-sql';
import type { GroupPermissions } from './group-schemas';

export type GroupAccess = {
  groupId: number;
  allowInvites: boolean;
  /** The caller's membership of this group, or null. */
  member: (GroupPermissions & { member_id: number }) | null;
};

export type AccessRow = {
  id: number;
  is_public: boolean;
  allow_invites: boolean;
  member_id: number | null;
  is_leader: boolean | null;
  can_invite: boolean | null;
  can_kick: boolean | null;
  can_manage_roles: boolean | null;
  can_edit_group: boolean | null;
};

/**
 * The caller's standing in a group: the leader holds every right, a member exactly the four of their
 * role, an outsider none. A private group is "not found" to an outsider (its existence is not told).
 * `exclusive` takes the group's advisory lock, so that group changes run one at a time and the
 * rights checked here hold until the transaction ends. Not the group's row: a member's award updates
 * that row after locking the member's user row, and waiting on it while holding the group would
 * close a cycle with any change that touches members.
 */
export async function readGroupAccess(db: Knex | Knex.Transaction, userId: number, groupId: number, exclusive = false): Promise<GroupAccess> {
  if (exclusive) await db.raw('SELECT pg_advisory_xact_lock(39, ?)', [groupId]);
  const { rows } = await db.raw<{ rows: AccessRow[] }>(groupReadSql.access, { userId, groupId });
  const row = rows[0];
  if (!row || (!row.is_public && row.member_id === null)) throw new AppError('NOT_FOUND', groupMessages.groupNotFound);
  return toGroupAccess(row);
}

/** The rights a found access row grants: the leader every one, a member their role's four. */
export function toGroupAccess(row: AccessRow): GroupAccess {
  const leader = row.is_leader === true;
  return {
    groupId: row.id,
    allowInvites: row.allow_invites,
    member:
      row.member_id === null
        ? null
        : {
            member_id: row.member_id,
            is_leader: leader,
            can_invite: leader || (row.allow_invites && row.can_invite === true),
            can_kick: leader || row.can_kick === true,
            can_manage_roles: leader || row.can_manage_roles === true,
            can_edit_group: leader || row.can_edit_group === true,
            can_manage_quests: leader,
          },
  };
}

export type GroupRight = 'member' | 'leader' | 'can_invite' | 'can_kick' | 'can_manage_roles' | 'can_edit_group' | 'can_manage_quests';

/** The caller's membership with the right, else 403 with what is missing. */
export function requireRight(access: GroupAccess, right: GroupRight): NonNullable<GroupAccess['member']> {
  const member = access.member;
  if (!member) throw new AppError('FORBIDDEN', groupMessages.notAMember);
  if (right === 'member') return member;
  if (right === 'leader' || right === 'can_manage_quests') {
    if (!member.is_leader) throw new AppError('FORBIDDEN', groupMessages.leaderOnly);
    return member;
  }
  if (!member[right]) {
    const message = right === 'can_invite' && !access.allowInvites ? groupMessages.invitesLeaderOnly : groupMessages.forbidden[right];
    throw new AppError('FORBIDDEN', message);
  }
  return member;
}
