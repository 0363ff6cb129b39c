import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/profile-page';
import { readAccessToken } from '../lib/access-token';

export const Route = createFileRoute('/profile')({
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ProfilePage,
});
