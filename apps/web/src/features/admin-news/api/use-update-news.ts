import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateNews } from './invalidate-news';

/** An edited news item; the lists read anew before the caller goes on. */
export function useUpdateNews(onSaved: () => void) {
  return useMutation({
    ...trpc.news.update.mutationOptions(),
    onSuccess: async () => {
      await invalidateNews();
      onSaved();
    },
  });
}
