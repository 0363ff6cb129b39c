import { createFileRoute } from '@tanstack/react-router';
import { VariantPrintPage } from '../features/variant-print/components/variant-print-page';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/variant/$id/print')({
  // ?key=1: the teacher's answer key instead of the students' sheet (decision 072).
  validateSearch: (search: Record<string, unknown>): { key?: 1 } => (search.key === 1 || search.key === '1' ? { key: 1 } : {}),
  component: VariantPrintRoute,
});

function VariantPrintRoute() {
  const { id } = Route.useParams();
  const { key } = Route.useSearch();
  return <VariantPrintPage key={id} id={parseVariantId(id)} answerKey={key === 1} />;
}
