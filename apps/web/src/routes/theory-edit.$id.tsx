import { createFileRoute } from '@tanstack/react-router';
import { TheoryEditPage, type TheoryEditTarget } from '../features/theory-edit/theory-edit-page';

export const Route = createFileRoute('/theory-edit/$id')({
  validateSearch: (search: Record<string, unknown>): { type?: number } => {
    const type = Number(search.type);
    return Number.isInteger(type) && type >= 1 && type <= 27 ? { type } : {};
  },
  component: TheoryEditRoute,
});

function TheoryEditRoute() {
  const { id } = Route.useParams();
  const { type } = Route.useSearch();
  const target: TheoryEditTarget =
    id === 'new' ? { kind: 'new', taskNumber: type } : /^\d{1,9}$/.test(id) && Number(id) > 0 ? { kind: 'edit', id: Number(id) } : { kind: 'invalid' };
  return <TheoryEditPage target={target} />;
}
