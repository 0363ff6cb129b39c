import type { Notification, NotificationList as List } from '@ege/core/notifications/notification-schemas';
import { Button, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { NotificationItem } from './notification-item';
import classes from './notifications.module.css';
import { useNotificationActions } from './api/use-notification-actions';

type NotificationListProps = {
  list: List | undefined;
  error: string | null;
  /** After a click: the item is being marked read. */
  onOpened: (notification: Notification) => void;
};

export function NotificationList({ list, error, onOpened }: NotificationListProps) {
  const { markRead, remove, markAll } = useNotificationActions();
  const open = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate({ notification_id: notification.id });
    onOpened(notification);
  };
  const unreadIds = list?.notifications.filter((item) => !item.is_read).map((item) => item.id) ?? [];

  return (
    <Stack gap={0}>
      <Group justify="space-between" gap={4} px="md" py={10}>
        <Text fw={700}>Уведомления</Text>
        {unreadIds.length > 0 && (
          <Button variant="subtle" size="compact-xs" leftSection={<IconChecks size={14} />} loading={markAll.isPending} onClick={() => markAll.mutate(unreadIds)}>
            Отметить все прочитанными
          </Button>
        )}
      </Group>
      {error && !list && (
        <Text size="sm" c="red" px="md" pb="md">
          {error}
        </Text>
      )}
      {!list && !error && (
        <Stack gap="xs" px="md" pb="md" aria-busy="true" aria-label="Загрузка уведомлений">
          <Skeleton height={14} width="90%" />
          <Skeleton height={10} width="40%" />
          <Skeleton height={14} width="80%" mt="xs" />
        </Stack>
      )}
      {list && list.notifications.length === 0 && (
        <Stack align="center" gap={6} px="md" pt="xs" pb="lg" c="dimmed">
          <IconBellOff size={28} stroke={1.5} />
          <Text size="sm">Уведомлений нет</Text>
        </Stack>
      )}
      {list && list.notifications.length > 0 && (
        <ScrollArea.Autosize mah={380} type="auto">
          <ul className={classes.list} aria-label="Список уведомлений">
            {list.notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={open}
                onDelete={(item) => remove.mutate({ notification_id: item.id })}
                deleting={remove.isPending && remove.variables.notification_id === notification.id}
              />
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
