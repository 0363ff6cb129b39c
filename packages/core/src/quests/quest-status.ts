export const weeklyStatuses = ['active', 'completed', 'expired', 'abandoned'] as const;
export type WeeklyStatus = (typeof weeklyStatuses)[number];
export const dailyStatuses = ['active', 'completed', 'abandoned'] as const;
export type DailyStatus = (typeof dailyStatuses)[number];

/** SPEC §3: status_text and status_color (a Mantine colour) of a quest. */
export const questStatusLabels: Record<WeeklyStatus, { text: string; color: string }> = {
  active: { text: 'Активен', color: 'blue' },
  completed: { text: 'Завершен', color: 'green' },
  expired: { text: 'Истек', color: 'gray' },
  abandoned: { text: 'Отменен', color: 'red' },
};
