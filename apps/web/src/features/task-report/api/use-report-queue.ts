import type { ReportQueueOrder, TaskReportStatus } from '@ege/core/task-reports/task-report-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { trpc, trpcClient } from '../../../lib/trpc';

const pageSize = 20;

/** The queue of one status in one order, 20 targets a page; 'Показать ещё' adds the next page below. */
export function useReportQueue(status: TaskReportStatus, order: ReportQueueOrder) {
  return useInfiniteQuery({
    queryKey: [...trpc.taskReports.queue.pathKey(), { status, order }],
    queryFn: ({ pageParam }) => trpcClient.taskReports.queue.query({ status, order, page: pageParam, page_size: pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.count ? last.page + 1 : undefined),
    staleTime: 0,
  });
}
