import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../features/layout/app-layout';
import { HomeworkHeaderLink } from '../features/homework-shortcut/homework-header-link';
import { LazyNotificationBell } from '../features/notifications/lazy-notification-bell';
import { QuestStreakLink } from '../features/quests/quest-streak-link';

export const Route = createRootRoute({ component: RootLayout });

function RootLayout() {
  return (
    <AppLayout
      headerActions={
        <>
          <QuestStreakLink />
          <HomeworkHeaderLink />
          <LazyNotificationBell />
        </>
      }
    />
  );
}
