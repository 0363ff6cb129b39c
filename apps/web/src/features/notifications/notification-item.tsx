import type { Notification } from '@ege/core/notifications/notification-schemas';
import { ActionIcon, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatRelativeTime } from '../../lib/format-relative-time';
import { notificationTarget } from './notification-target';
import classes from './notifications.module.css';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  deleting: boolean;
};

export function NotificationItem({ notification, onOpen, onDelete, deleting }: NotificationItemProps) {
  const unread = !notification.is_read;
  const target = notificationTarget(notification);
  return (
    <Group component="li" gap={4} wrap="nowrap" align="flex-start" className={classes.item} data-unread={unread || undefined}>
      {/* Named by what it shows (WCAG 2.5.3): 'Новое' is spoken, the dot only seen. */}
      <UnstyledButton className={classes.itemButton} onClick={() => onOpen(notification)}>
        <Group gap={10} wrap="nowrap" align="flex-start">
          <span className={classes.dot} data-unread={unread || undefined} aria-hidden="true" />
          <div className={classes.itemText}>
            <Text size="sm" fw={unread ? 600 : 400} lh={1.35}>
              {unread && <VisuallyHidden>Новое: </VisuallyHidden>}
              {notification.message}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {formatRelativeTime(notification.created_at, new Date())}
              {target === 'issued' ? ' · к выдаче ДЗ' : typeof target === 'number' ? ' · открыть ДЗ' : target !== null && ' · открыть задание'}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <ActionIcon variant="subtle" color="gray" size="md" mt={6} aria-label="Удалить уведомление" title="Удалить" loading={deleting} onClick={() => onDelete(notification)}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
