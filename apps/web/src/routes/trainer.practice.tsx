import { createFileRoute, redirect } from '@tanstack/react-router';
import { PracticePage } from '../features/learning/practice-page';
import { readAccessToken } from '../lib/access-token';

export const Route = createFileRoute('/trainer/practice')({
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: PracticePage,
});
