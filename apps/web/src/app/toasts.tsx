import { Notifications, type NotificationsProps } from '@mantine/notifications';
import classes from './toasts.module.css';

/** Loaded through LazyNotifications only: a module of its own keeps the container out of the first load. */
export function Toasts(props: NotificationsProps) {
  return <Notifications {...props} classNames={{ root: classes.root }} />;
}
