import type { Knex } from 'knex';
import type { GroupInvitationsTable } from '../../db/tables/group-invitations-table';
import { AppError } from '../../errors/app-error';
import { groupMessages } from '../group-messages';

export type InvitationRow = GroupInvitationsTable;

/**
 * The invitation, locked, when it still waits for an answer (SPEC §4: only pending, non-expired
 * ones are accepted, declined or cancelled). One past its expiry is marked expired on the way.
 */
export async function lockPendingInvitation(trx: Knex.Transaction, id: number, now: Date): Promise<InvitationRow> {
  const row = await trx('group_invitations').where({ id }).forUpdate().first();
  if (!row) throw new AppError('NOT_FOUND', groupMessages.invitationNotFound);
  if (row.status !== 'pending') throw new AppError('CONFLICT', groupMessages.invitationNotPending);
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError('CONFLICT', groupMessages.invitationExpired);
  return row;
}
