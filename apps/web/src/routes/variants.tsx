import { createFileRoute } from '@tanstack/react-router';
import { VariantsPage } from '../features/variants/variants-page';
import { defaultVariantsTab, parseVariantsTab, type VariantsTab } from '../features/variants/variants-tabs';

export const Route = createFileRoute('/variants')({
  validateSearch: (search: Record<string, unknown>): { tab?: VariantsTab } => {
    const tab = parseVariantsTab(search.tab);
    return tab === undefined || tab === defaultVariantsTab ? {} : { tab };
  },
  component: VariantsRoute,
});

function VariantsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <VariantsPage
      tab={tab ?? defaultVariantsTab}
      onTabChange={(next) => void navigate({ search: next === defaultVariantsTab ? {} : { tab: next }, replace: true })}
    />
  );
}
