import { z } from '../validation/z';

export const topPeriods = ['all', 'week'] as const;
export type TopPeriod = (typeof topPeriods)[number];

export const maxTopLimit = 100;
export const defaultTopLimit = 20;
const limitMessage = `Размер топа — целое число от 1 до ${maxTopLimit}`;
const periodMessage = 'Период — all (всё время) или week (эта неделя)';

/** GET /users/top/?period=all|week&limit=: the first `limit` places of the period, and the caller's own. */
export const listTopInput = z.object({
  period: z.enum(topPeriods, { error: periodMessage }).default('all'),
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(maxTopLimit, limitMessage).default(defaultTopLimit),
});
export type ListTopInput = z.output<typeof listTopInput>;

/** SPEC §3 Top user, plus `points`: the experience of the period ranked (the total for 'all'). */
export const topUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** The all-time total, whatever the period. */
  experience_points: z.number(),
  points: z.number(),
  achievements_count: z.number(),
  level: z.number(),
  /** 1 + the number of users with more points: ties share a place (1, 2, 2, 4). */
  place: z.number(),
  isCurrent: z.boolean(),
});
export type TopUser = z.infer<typeof topUserSchema>;

export const topListSchema = z.object({
  period: z.enum(topPeriods),
  /** The Moscow Monday the week period counts from ('YYYY-MM-DD'); null for all time. */
  week_start: z.string().nullable(),
  top: z.array(topUserSchema),
  /** The caller's own row, in the list or not: the screen shows it below when outside it. */
  current_user: topUserSchema,
});
export type TopList = z.infer<typeof topListSchema>;
