import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The upload draft as the server has it, read afresh on every visit (another tab may have typed since); no retry: a form opens empty instead. */
export function useStoredDraft() {
  return useQuery({ ...trpc.authoring.draft.queryOptions(), staleTime: 0, retry: false });
}
