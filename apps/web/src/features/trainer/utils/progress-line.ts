import { progressGoals } from '@ege/core/tasks/bank/progress-goals';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

/**
 * What a type card's percent measures, in words: distinct tasks of the type solved against the type's
 * goal (progressGoals: 20, 10 for 26 and 27, 30 questions of the 19–21 block), as the server counts it
 * (getUserProgress). The percent comes rounded and capped at 100, so the count is read back from it:
 * exact for these goals, and 'из 20' once the goal is reached.
 */
export function progressLine(key: string, percent: number): string {
  const goal = progressGoals[key] ?? 20;
  const solved = Math.round((percent * goal) / 100);
  const what = key === blockKey ? 'вопросов блока' : 'заданий этого типа';
  return `Решено ${solved} из ${goal} ${what}`;
}
