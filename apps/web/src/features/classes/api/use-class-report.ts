import type { ClassPeriod } from '@ege/core/classes/class-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The class screen's report for a period; the last one stays shown while another period loads. */
export function useClassReport(id: number, period: ClassPeriod) {
  return useQuery({ ...trpc.classes.report.queryOptions({ id, period }), placeholderData: keepPreviousData, staleTime: 0 });
}
