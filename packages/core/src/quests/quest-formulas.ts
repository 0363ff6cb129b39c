import { experienceForSolve } from '../tasks/scoring/experience-for-solve';
import { helperMultiplier } from '../streaks/helper-multiplier';
import type { QuestTaskRef } from '../db/tables/quest-task-ref';

/**
 * SPEC §9's estimated quest experience of a task: what its first solve pays now, by the tasks of
 * its type the student has solved (26/27: < 20 gives 10, < 60 gives 5, else 2; others: < 10, < 30).
 * The same tiers as the solve itself, so a quest never promises other numbers than the trainer pays.
 */
export function estimatedQuestExperience(type: number, solvedOfType: number): number {
  return experienceForSolve(type, solvedOfType);
}

/** SPEC §9: daily experience = base experience × the streak day's multiplier, paid once on completion. */
export function dailyExperienceOf(quest: { tasks: readonly QuestTaskRef[]; streak_day: number }): number {
  return Math.round(quest.tasks.reduce((sum, ref) => sum + ref.base_experience, 0) * helperMultiplier(quest.streak_day));
}
