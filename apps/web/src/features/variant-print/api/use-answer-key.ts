import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The variant's answer key (the server gives it to a teacher, an author or an admin only). */
export function useAnswerKey(id: number | null, enabled: boolean) {
  return useQuery({ ...trpc.variants.answerKey.queryOptions({ id: id ?? 0 }), enabled: enabled && id !== null, staleTime: 0, gcTime: 0 });
}
