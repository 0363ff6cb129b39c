import { createFileRoute } from '@tanstack/react-router';
import { VariantResultsPage } from '../features/variant-results/variant-results-page';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/variant/$id/results')({
  component: VariantResultsRoute,
});

function VariantResultsRoute() {
  const { id } = Route.useParams();
  return <VariantResultsPage key={id} id={parseVariantId(id)} />;
}
