/** Which first solves a 'solves' rule counts; every filter given must hold. */
export type SolveFilter = {
  /** Only tasks of these types. */
  types?: readonly number[];
  /** Solved in under this many seconds of the trainer's timer (an untimed solve, 0 s, never counts). */
  under_seconds?: number;
  /** Right at the first attempt. */
  first_try?: boolean;
  /** Solved between these Moscow hours, [from, to). */
  moscow_hours?: readonly [number, number];
};

/**
 * The closed set of rule kinds, each evaluated by one generic path (achievement-metrics-sql.ts,
 * evaluate-achievements.ts): a catalogue entry only picks a kind, its filters and a threshold.
 */
export type AchievementRule =
  | ({ kind: 'solves'; threshold: number } & SolveFilter)
  /** Distinct task types with a solve, of `types` (all 1–27 when absent). */
  | { kind: 'types_covered'; threshold: number; types?: readonly number[] }
  | { kind: 'level'; threshold: number }
  /** Consecutive Moscow days with a first solve, up to today. */
  | { kind: 'streak_days'; threshold: number }
  /** Finished variants; full_exam: one task of every type (the ones with a test score); min_test_score implies it. */
  | { kind: 'variants_finished'; threshold: number; full_exam?: boolean; min_test_score?: number }
  | { kind: 'homework_completed'; threshold: number }
  /** Completed daily quests, the best daily-quest streak (freezes bridge it, decision 038), or weekly quests with the whole map done. */
  | { kind: 'quests'; threshold: number; measure: 'daily_completed' | 'daily_streak' | 'weekly_full' };

export type AchievementRuleKind = AchievementRule['kind'];
