/**
 * The group rules decision 039 writes down: the level curve, how long an invitation waits, and how a
 * group quest is generated from the group's last week.
 */
export const groupRules = {
  /** Level L+1 is reached at 250·L·(L+1) points: 500, 1 500, 3 000, 5 000, ... */
  levelStep: 250,
  invitationDays: 7,
  /** An active member earned experience in the last 7 days. */
  activeDays: 7,
  questDays: 7,
  /** The quest's target: last week's experience of the group plus a fifth, at least this per active member. */
  questMinimumPerMember: 50,
  questGrowth: 1.2,
  /** Each contributing member's reward: a tenth of the target per member, within these bounds. */
  questRewardMin: 10,
  questRewardMax: 100,
  maxNameLength: 100,
  maxDescriptionLength: 1000,
  defaultTopLimit: 20,
  maxTopLimit: 100,
  maxSearchResults: 20,
} as const;

const day = 24 * 60 * 60 * 1000;
export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * day);
