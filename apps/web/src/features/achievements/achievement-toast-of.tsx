import type { EarnedAchievement } from '@ege/core/achievements/achievement-schemas';
import { Group, Stack, Text } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { IconTrophy } from '@tabler/icons-react';
import { AchievementIcon } from './achievement-icon';

/** SPEC §9: a toast stays 5 s plus 300 ms (its closing). */
const achievementToastMs = 5_300;

function PointsLine({ label, points }: { label: string; points: number }) {
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
        Очки: +{points}
      </Text>
    </Group>
  );
}

/**
 * The one toast of the achievements one event earned (SPEC §2, issue 26 §2): one achievement is named
 * with its description; several at once are one toast 'Новые достижения: N' with a line per
 * achievement and no descriptions, so a first solve (which often earns two or three) takes one short
 * toast, not a column of them over the page. Null when nothing was earned.
 */
export function achievementToastOf(earned: readonly EarnedAchievement[]): NotificationData | null {
  const [first] = earned;
  if (first === undefined) return null;
  const shared = { id: `achievement-${earned.map((achievement) => achievement.id).join('-')}`, autoClose: achievementToastMs, color: 'yellow' };
  if (earned.length === 1) {
    return {
      ...shared,
      icon: <AchievementIcon name={first.icon} size={18} />,
      title: `Новое достижение: ${first.title}`,
      message: <PointsLine label={first.description} points={first.points} />,
    };
  }
  return {
    ...shared,
    icon: <IconTrophy size={18} />,
    title: `Новые достижения: ${earned.length}`,
    message: (
      <Stack gap={2}>
        {earned.map((achievement) => (
          <PointsLine key={achievement.id} label={achievement.title} points={achievement.points} />
        ))}
      </Stack>
    ),
  };
}
