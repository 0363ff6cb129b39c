import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExamResultPage } from '../features/exam/components/exam-result-page';
import { readAccessToken } from '../lib/access-token';
import { parseVariantId } from '../lib/parse-variant-id';

export const Route = createFileRoute('/exam/$id/result')({
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ExamResultRoute,
});

function ExamResultRoute() {
  const { id } = Route.useParams();
  return <ExamResultPage key={id} id={parseVariantId(id)} />;
}
