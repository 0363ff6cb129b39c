import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** One page of 'Мои задания' (excerpts only); the page on screen stays while the next one loads. */
export function useMyTasks(page: number, pageSize: number) {
  return useQuery({ ...trpc.authoring.list.queryOptions({ page, page_size: pageSize, minimal: true }), placeholderData: keepPreviousData });
}
