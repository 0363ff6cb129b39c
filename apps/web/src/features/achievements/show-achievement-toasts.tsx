import type { EarnedAchievement } from '@ege/core/achievements/achievement-schemas';
import { notifications } from '@mantine/notifications';
import { playAchievementSound } from './achievement-sound';
import { achievementToastOf } from './achievement-toast-of';

/**
 * Loaded on the first achievement earned (app/announce-achievements.ts), never with the first page: one
 * toast for what the event earned, wherever the app puts its toasts (docs/decisions/061), and one chime.
 */
export function showAchievementToasts(earned: readonly EarnedAchievement[]): void {
  const toast = achievementToastOf(earned);
  if (toast === null) return;
  notifications.show(toast);
  playAchievementSound();
}
