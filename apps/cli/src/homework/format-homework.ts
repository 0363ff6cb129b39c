import type { HomeworkStatus } from '@ege/core/homework/homework-schemas';

export const homeworkStatusLabels: Record<HomeworkStatus, string> = {
  in_progress: 'в процессе',
  edited: 'изменено',
  completed: 'выполнено',
};

export const homeworkStatusColors: Record<HomeworkStatus, string> = {
  in_progress: 'blue',
  edited: 'yellow',
  completed: 'green',
};

const dayFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The day an assignment was issued, in Moscow time as the site counts days: '21.11.2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayFormat.format(date);
}

/** Seconds as '0:45', '12:05' or '1:02:03'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
