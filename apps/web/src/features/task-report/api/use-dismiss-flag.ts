import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import { invalidateReportQueue } from './invalidate-report-queue';

/** 'Скрыть' on a flag: dismissed while the numbers say the same thing (decision 076). */
export function useDismissFlag() {
  return useMutation({
    mutationFn: (id: number) => trpcClient.taskReports.dismissFlag.mutate({ id, status: 'dismissed' }),
    onSuccess: () => invalidateReportQueue(),
  });
}
