import type { ReportQueueOrder, TaskReportStatus } from '@ege/core/task-reports/task-report-schemas';
import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../features/task-report/components/reports-page';

// The schema's own lists would bring zod into the first load with this route's search rule.
const statuses: readonly string[] = ['accepted', 'rejected'] satisfies TaskReportStatus[];

export const Route = createFileRoute('/reports')({
  // ?status=accepted&order=most_reported: the queue's tab and order, so a reload keeps them; open and newest when absent.
  validateSearch: (search: Record<string, unknown>): { status?: TaskReportStatus; order?: ReportQueueOrder } => ({
    ...(typeof search.status === 'string' && statuses.includes(search.status) ? { status: search.status as TaskReportStatus } : {}),
    ...(search.order === 'most_reported' ? { order: 'most_reported' as const } : {}),
  }),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportsPage
      status={search.status ?? 'open'}
      order={search.order ?? 'newest'}
      onChange={(next) =>
        void navigate({
          search: { ...(next.status === 'open' ? {} : { status: next.status }), ...(next.order === 'newest' ? {} : { order: next.order }) },
          replace: true,
        })
      }
    />
  );
}
