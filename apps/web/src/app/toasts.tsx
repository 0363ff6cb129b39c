import { Notifications, type NotificationsProps } from '@mantine/notifications';

/** Loaded through LazyNotifications only: a module of its own keeps the container out of the first load. */
export function Toasts(props: NotificationsProps) {
  return <Notifications {...props} />;
}
