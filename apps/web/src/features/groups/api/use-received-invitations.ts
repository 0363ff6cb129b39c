import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** Invitations to groups waiting for the caller's answer. */
export function useReceivedInvitations(enabled = true) {
  return useQuery({ ...trpc.groups.receivedInvitations.queryOptions(), enabled });
}
