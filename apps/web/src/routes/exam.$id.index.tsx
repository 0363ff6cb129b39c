import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExamStationPage } from '../features/exam/components/exam-station-page';
import { readAccessToken } from '../lib/access-token';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/exam/$id/')({
  // ?n=5: the open task's number, so a reload comes back to it.
  validateSearch: (search: Record<string, unknown>): { n?: number } => {
    const n = Number(search.n);
    return Number.isInteger(n) && n >= 1 && n <= 27 ? { n } : {};
  },
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ExamStationRoute,
});

function ExamStationRoute() {
  const { id } = Route.useParams();
  const { n } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ExamStationPage key={id} id={parseVariantId(id)} number={n ?? 1} onNumber={(next) => void navigate({ search: { n: next }, replace: true })} />;
}
