import { userIdRequiredMessage } from '@ege/core/activity/activity-schemas';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

export type ActivityStatusFilter = 'all' | 'solved' | 'not_solved';

/** What the filter form holds: the user id as typed, the type ('all', '19-21' or '1'…'27') and the status. */
export type ActivityFilterValues = { userId: string; taskType: string; status: ActivityStatusFilter };

/** The filters sent with GET /users/activity/ once 'Применить' accepted them. */
export type AppliedActivityFilters = { user_id: number; task_type?: string; status?: 'solved' | 'not_solved' };

export const initialFilterValues: ActivityFilterValues = { userId: '', taskType: 'all', status: 'all' };

export const taskTypeOptions = [
  { value: 'all', label: 'Все типы' },
  { value: blockKey, label: '19-21' },
  ...Array.from({ length: 27 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) })),
];

export const statusOptions: { value: ActivityStatusFilter; label: string }[] = [
  { value: 'all', label: 'Все' },
  { value: 'solved', label: 'Решено' },
  { value: 'not_solved', label: 'Не решено' },
];

/** SPEC §5: the user id must be there and is sent as a number; 'all' sends no filter. */
export function applyActivityFilters(values: ActivityFilterValues): { filters: AppliedActivityFilters } | { error: string } {
  const userId = values.userId.trim();
  if (!/^\d+$/.test(userId) || Number(userId) < 1 || !Number.isSafeInteger(Number(userId))) return { error: userIdRequiredMessage };
  return {
    filters: {
      user_id: Number(userId),
      ...(values.taskType !== 'all' && { task_type: values.taskType }),
      ...(values.status !== 'all' && { status: values.status }),
    },
  };
}
