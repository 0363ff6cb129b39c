import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateNews } from './invalidate-news';

/** Publishing or hiding a news item; every news list reads anew. */
export function useToggleNewsPublish() {
  return useMutation({ ...trpc.news.togglePublish.mutationOptions(), onSuccess: () => invalidateNews() });
}
