import type { CreateTaskReportInput } from '@ege/core/task-reports/task-report-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import { invalidateReportQueue } from './invalidate-report-queue';

/** 'Отправить': the report of one task; the queue (an author reporting his own task sees it there) is read afresh. */
export function useCreateReport(onSent: () => void) {
  return useMutation({
    mutationFn: (input: CreateTaskReportInput) => trpcClient.taskReports.create.mutate(input),
    onSuccess: async () => {
      onSent();
      await invalidateReportQueue();
    },
  });
}
