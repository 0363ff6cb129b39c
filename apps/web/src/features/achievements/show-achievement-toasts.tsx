import type { EarnedAchievement } from '@ege/core/achievements/achievement-schemas';
import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AchievementIcon } from './achievement-icon';
import { playAchievementSound } from './achievement-sound';

/** SPEC §9: a toast stays 5 s plus 300 ms (its closing). */
export const achievementToastMs = 5_300;

/**
 * Loaded on the first achievement earned (app/announce-achievements.ts), never with the first page:
 * one toast top-right per achievement (SPEC §2), and one chime for all of them. On a phone the top
 * right is the header's menu button: there the toast takes the app's toast strip at the bottom
 * (decision 026), as every other toast does.
 */
export function showAchievementToasts(earned: readonly EarnedAchievement[]): void {
  const phone = window.matchMedia('(max-width: 47.99em)').matches;
  for (const achievement of earned) {
    notifications.show({
      id: `achievement-${achievement.id}`,
      ...(phone ? {} : { position: 'top-right' as const }),
      autoClose: achievementToastMs,
      color: 'yellow',
      icon: <AchievementIcon name={achievement.icon} size={18} />,
      title: `Новое достижение: ${achievement.title}`,
      message: (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{achievement.description}</Text>
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            Очки: +{achievement.points}
          </Text>
        </Group>
      ),
    });
  }
  if (earned.length > 0) playAchievementSound();
}
