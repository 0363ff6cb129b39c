import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateNews } from './invalidate-news';

/** A new news item; the lists read anew before the caller goes on. */
export function useCreateNews(onSaved: () => void) {
  return useMutation({
    ...trpc.news.create.mutationOptions(),
    onSuccess: async () => {
      await invalidateNews();
      onSaved();
    },
  });
}
