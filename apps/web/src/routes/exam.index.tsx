import { createFileRoute, redirect } from '@tanstack/react-router';
import { ExamPage } from '../features/exam/components/exam-page';
import { readAccessToken } from '../lib/access-token';

export const Route = createFileRoute('/exam/')({
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ExamPage,
});
