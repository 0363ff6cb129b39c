import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/use-session';

const NotificationBell = lazy(() => import('./notification-bell').then((module) => ({ default: module.NotificationBell })));

/** Guests have no bell: its code (a popover with a scrolled list) loads only once someone is signed in (docs/decisions/025). */
export function LazyNotificationBell() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  );
}
