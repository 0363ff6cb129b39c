import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExamResultPage } from '../features/exam/components/exam-result-page';
import { TaskReportSlot } from '../components/task-report-slot';
import { renderReportButton } from '../features/task-report/components/render-report-button';
import { readAccessToken } from '../lib/access-token';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/exam/$id/result')({
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ExamResultRoute,
});

function ExamResultRoute() {
  const { id } = Route.useParams();
  // 'Сообщить об ошибке' on each task's row (decision 075).
  return (
    <TaskReportSlot render={renderReportButton}>
      <ExamResultPage key={id} id={parseVariantId(id)} />
    </TaskReportSlot>
  );
}
