import { createFileRoute } from '@tanstack/react-router';
import { VariantsPage } from '../features/variants/components/variants-page';
import { parseVariantsTab, type VariantsTab } from '../features/variants/utils/variants-tabs';

export const Route = createFileRoute('/variants')({
  // No ?tab= means the tab that suits who is looking (a guest and a student differ), so the page picks it.
  validateSearch: (search: Record<string, unknown>): { tab?: VariantsTab } => {
    const tab = parseVariantsTab(search.tab);
    return tab === undefined ? {} : { tab };
  },
  component: VariantsRoute,
});

function VariantsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <VariantsPage tab={tab} onTabChange={(next) => void navigate({ search: next === undefined ? {} : { tab: next }, replace: true })} />;
}
