import { createFileRoute } from '@tanstack/react-router';
import { TheoryPage } from '../features/theory/theory-page';
import { defaultTheoryType, parseTheoryType, type TheoryType } from '../features/theory/theory-types';

export const Route = createFileRoute('/theory')({
  validateSearch: (search: Record<string, unknown>): { type?: TheoryType } => {
    const type = parseTheoryType(search.type);
    return type === undefined ? {} : { type };
  },
  component: TheoryRoute,
});

function TheoryRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TheoryPage type={type ?? defaultTheoryType} onSelectType={(next) => void navigate({ search: { type: next }, replace: true })} />;
}
