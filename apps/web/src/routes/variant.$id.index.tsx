import { createFileRoute } from '@tanstack/react-router';
import { VariantSolvingPage } from '../features/variant-solving/components/variant-solving-page';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/variant/$id/')({
  component: VariantRoute,
});

function VariantRoute() {
  const { id } = Route.useParams();
  return <VariantSolvingPage key={id} id={parseVariantId(id)} />;
}
