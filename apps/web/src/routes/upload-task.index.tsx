import { createFileRoute } from '@tanstack/react-router';
import { UploadPage } from '../features/upload/components/upload-page';
import { defaultUploadTab, parseUploadTab, type UploadTab } from '../features/upload/utils/upload-tabs';

export const Route = createFileRoute('/upload-task/')({
  validateSearch: (search: Record<string, unknown>): { tab?: UploadTab } => {
    const tab = parseUploadTab(search.tab);
    return tab === undefined || tab === defaultUploadTab ? {} : { tab };
  },
  component: UploadTaskRoute,
});

function UploadTaskRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UploadPage
      tab={tab ?? defaultUploadTab}
      onTabChange={(next) => void navigate({ search: next === defaultUploadTab ? {} : { tab: next }, replace: true })}
    />
  );
}
