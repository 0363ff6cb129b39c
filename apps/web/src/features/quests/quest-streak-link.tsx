import { Button } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useSession } from '../../lib/use-session';
import { useQuestStreak } from './api/use-quest-streak';

/** The header's daily-quest streak (issue 14: visible everywhere, as streak apps show it); nothing before a streak. */
export function QuestStreakLink() {
  const session = useSession();
  return session.status === 'signed-in' ? <StreakLink /> : null;
}

function StreakLink() {
  const { data: streak } = useQuestStreak();
  if (!streak || streak.current === 0) return null;
  // The name starts with the visible text (WCAG 2.5.3).
  const label = `${streak.current}: серия ежедневных квестов, множитель x${streak.multiplier.toFixed(1)}`;
  return (
    <Button
      renderRoot={(props) => <Link {...props} to="/profile" search={{ tab: 'quests' }} />}
      variant="light"
      color="orange"
      radius="md"
      size="sm"
      px={10}
      aria-label={label}
      title={label}
      leftSection={<IconFlame size={20} stroke={1.6} />}
    >
      {streak.current}
    </Button>
  );
}
