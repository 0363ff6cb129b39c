import { createFileRoute } from '@tanstack/react-router';
import { VariantResultsPage } from '../features/variant-results/variant-results-page';
import { TaskReportSlot } from '../components/task-report-slot';
import { renderReportButton } from '../features/task-report/components/render-report-button';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/variant/$id/results')({
  component: VariantResultsRoute,
});

function VariantResultsRoute() {
  const { id } = Route.useParams();
  // 'Сообщить об ошибке' in a task's dialog and its 'Разбор' (decision 075).
  return (
    <TaskReportSlot render={renderReportButton}>
      <VariantResultsPage key={id} id={parseVariantId(id)} />
    </TaskReportSlot>
  );
}
