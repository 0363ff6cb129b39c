import '@mantine/core/styles/Indicator.css';
import type { Notification } from '@ege/core/notifications/notification-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useSession } from '../../lib/use-session';
import { useNotifications } from './api/use-notifications';
import { NotificationList } from './notification-list';
import { notificationTarget } from './notification-target';
import classes from './notifications.module.css';

/** The header's bell: the unread count, and the list in a popover; nothing for guests. */
export function NotificationBell() {
  const session = useSession();
  return session.status === 'signed-in' ? <SignedInBell /> : null;
}

function SignedInBell() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const list = useNotifications();
  const unread = list.data?.unread_count ?? 0;
  const label = unread > 0 ? `Уведомления: ${unread} ${pluralRu(unread, ['непрочитанное', 'непрочитанных', 'непрочитанных'])}` : 'Уведомления';

  const toggle = () => {
    if (!opened) void list.refetch();
    setOpened(!opened);
  };
  // A teacher's notice of homework done goes to where he issues and follows it; a student's, straight to that homework
  // in the profile's list; the answer to an error report, to its task.
  const onOpened = (notification: Notification) => {
    const target = notificationTarget(notification);
    if (target === null) return;
    setOpened(false);
    if (target === 'issued') void navigate({ to: '/admin-homework' });
    else if (typeof target === 'number') void navigate({ to: '/profile', search: { homework: target } });
    else void navigate({ to: '/trainer/task/$id', params: { id: String(target.taskId) } });
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={380} shadow="md" radius="md" offset={8} middlewares={{ shift: { padding: 8 }, flip: false }} trapFocus={false} returnFocus>
      {/* The target is the button itself: Popover.Target puts aria-expanded and aria-haspopup on its child,
          which a plain div (the Indicator) may not carry. */}
      <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={18} color="red" offset={5} zIndex={2}>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" radius="md" onClick={toggle} aria-label={label} title={label}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} className={classes.dropdown} role="dialog" aria-label="Уведомления">
        <NotificationList list={list.data} error={list.isError ? describeError(list.error).message : null} onOpened={onOpened} />
      </Popover.Dropdown>
    </Popover>
  );
}
