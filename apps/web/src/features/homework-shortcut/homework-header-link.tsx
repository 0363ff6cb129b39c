import { Button } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatIssuedDate } from '../../lib/format-issued-date';
import { useCurrentHomework } from '../../lib/use-current-homework';
import { useSession } from '../../lib/use-session';
import classes from './homework-header-link.module.css';

/** A new assignment shows within a minute, as the bell's poll does. */
const freshMs = 60_000;

/** The header's way to the current homework, whatever screen the student is on; nothing without one. */
export function HomeworkHeaderLink() {
  const session = useSession();
  return session.status === 'signed-in' ? <CurrentHomeworkLink /> : null;
}

function CurrentHomeworkLink() {
  const { current } = useCurrentHomework({ staleTime: freshMs });
  if (!current) return null;
  // The name starts with the visible text (WCAG 2.5.3).
  const label = `ДЗ: текущее домашнее задание от ${formatIssuedDate(current.date)}`;
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/profile" search={{ homework: current.id }} />}
      variant="light"
      color="grape"
      radius="md"
      size="sm"
      px={10}
      aria-label={label}
      title={label}
      leftSection={<IconClipboardList size={20} stroke={1.6} />}
      classNames={{ section: classes.section }}
    >
      <span className={classes.text}>ДЗ</span>
    </Button>
  );
}
