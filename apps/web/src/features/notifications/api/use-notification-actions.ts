import type { Notification, NotificationList } from '@ege/core/notifications/notification-schemas';
import { notifications as toasts } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { describeError } from '../../../lib/describe-error';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';

/** Applies a change to the cached list at once, so the badge follows the click without a refetch. */
function updateList(change: (items: Notification[]) => Notification[]): void {
  queryClient.setQueryData(trpc.notifications.list.queryKey(), (list: NotificationList | undefined) => {
    if (!list) return list;
    const items = change(list.notifications);
    return { notifications: items, unread_count: items.filter((item) => !item.is_read).length };
  });
}

function replaceRead(read: Notification[]): void {
  const byId = new Map(read.map((item) => [item.id, item]));
  updateList((items) => items.map((item) => byId.get(item.id) ?? item));
}

const showError = (error: unknown) => toasts.show({ color: 'red', title: 'Ошибка уведомлений', message: describeError(error).message });

export function useNotificationActions() {
  const markRead = useMutation({ ...trpc.notifications.markRead.mutationOptions(), onSuccess: (read) => replaceRead([read]), onError: showError });
  const remove = useMutation({
    ...trpc.notifications.remove.mutationOptions(),
    onSuccess: (_answer, { notification_id }) => updateList((items) => items.filter((item) => item.id !== notification_id)),
    onError: showError,
  });
  // The API marks one notification at a time; a student rarely has more than a few unread.
  const markAll = useMutation({
    mutationFn: (ids: number[]) => Promise.all(ids.map((id) => trpcClient.notifications.markRead.mutate({ notification_id: id }))),
    onSuccess: replaceRead,
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() });
    },
  });
  return { markRead, remove, markAll };
}
