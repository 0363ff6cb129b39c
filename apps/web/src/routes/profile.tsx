import { createFileRoute, redirect } from '@tanstack/react-router';
import { ProfilePage } from '../features/profile/profile-page';
import { readAccessToken } from '../lib/access-token';

export const Route = createFileRoute('/profile')({
  // ?homework= selects that assignment in the list (a notification or the header's homework link).
  validateSearch: (search: Record<string, unknown>): { homework?: number } => {
    const homework = Number(search.homework);
    return Number.isInteger(homework) && homework > 0 ? { homework } : {};
  },
  beforeLoad: () => {
    if (readAccessToken() === null) throw redirect({ to: '/login' });
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { homework } = Route.useSearch();
  return <ProfilePage homeworkId={homework} />;
}
