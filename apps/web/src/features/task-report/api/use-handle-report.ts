import type { HandleTaskReportInput } from '@ege/core/task-reports/task-report-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import { invalidateReportQueue } from './invalidate-report-queue';

/** 'Принять' / 'Отклонить' with the reply the reporter gets in his notifications. */
export function useHandleReport(onHandled: (detail: string) => void) {
  return useMutation({
    mutationFn: (input: HandleTaskReportInput) => trpcClient.taskReports.handle.mutate(input),
    onSuccess: async (handled) => {
      await invalidateReportQueue();
      onHandled(handled.detail);
    },
  });
}
