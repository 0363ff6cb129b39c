import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateNews } from './invalidate-news';

/** Deleting a news item; the lists read anew before the caller goes on. */
export function useRemoveNews(onRemoved: () => void) {
  return useMutation({
    ...trpc.news.remove.mutationOptions(),
    onSuccess: async () => {
      await invalidateNews();
      onRemoved();
    },
  });
}
