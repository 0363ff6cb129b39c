import type { CoreDeps } from '../context/core-deps';
import { moscowDayStartOf } from '../clock/moscow-time';
import { AppError } from '../errors/app-error';
import { taskTypeCatalog } from '../tasks/bank/task-type-catalog';
import type { PracticeSummary } from './learning-schemas';
import { loadTypeMastery } from './load-type-mastery';
import { roundChance } from './round-chance';
import { syncPracticeCards } from './sync-practice-cards';

const dayMs = 24 * 60 * 60 * 1000;

// The first answer to each served task after it was served: right or not.
const servedSql = `
  SELECT s.type,
    (SELECT a.is_correct FROM task_attempts a WHERE a.user_id = ? AND a.task_id = s.task_id AND a.id > s.after_attempt_id ORDER BY a.id LIMIT 1) AS first_correct
  FROM practice_session_tasks s WHERE s.session_id = ? ORDER BY s.position`;

const nullableChance = (chance: number | undefined) => (chance === undefined ? null : roundChance(chance));

export const practiceSessionNotFoundMessage = 'Тренировка не найдена';

/** GET /users/practice/summary/: what the session practised, what improved and which answered types are due by tomorrow's end. */
export async function getPracticeSummary(deps: CoreDeps, userId: number, sessionId: number): Promise<PracticeSummary> {
  const now = deps.clock.now();
  // Another student's session is not told apart from a missing one.
  const session = await deps.db('practice_sessions').where({ id: sessionId, user_id: userId }).first();
  if (!session) throw new AppError('NOT_FOUND', practiceSessionNotFoundMessage);
  const [served, mastery, cards] = await Promise.all([
    deps.db.raw<{ rows: { type: number; first_correct: boolean | null }[] }>(servedSql, [userId, sessionId]).then((result) => result.rows),
    loadTypeMastery(deps.db, userId, now),
    deps.db.transaction((trx) => syncPracticeCards(trx, userId, now)),
  ]);

  const byType = new Map<number, { tasks: number; solved_first_try: number }>();
  for (const task of served) {
    if (task.first_correct === null) continue;
    const entry = byType.get(task.type) ?? { tasks: 0, solved_first_try: 0 };
    byType.set(task.type, { tasks: entry.tasks + 1, solved_first_try: entry.solved_first_try + (task.first_correct ? 1 : 0) });
  }
  const tomorrowEnd = new Date(moscowDayStartOf(now).getTime() + 2 * dayMs);
  return {
    session_id: session.id,
    finished: session.finished_at !== null,
    answered: [...byType.values()].reduce((sum, entry) => sum + entry.tasks, 0),
    solved_first_try: [...byType.values()].reduce((sum, entry) => sum + entry.solved_first_try, 0),
    types: [...byType.entries()].map(([type, entry]) => ({
      type,
      name: taskTypeCatalog[type]!.name,
      ...entry,
      // A type untried before the session had no chance of its own: null, 'нет данных'.
      before: nullableChance(session.mastery_before[String(type)]),
      after: roundChance(mastery[type - 1]!.probability),
    })),
    due_tomorrow: cards
      // Untried types are due from the start: the list names only those the student has answered.
      .filter((card) => card.card.reps > 0 && card.card.due < tomorrowEnd)
      .sort((a, b) => a.card.due.getTime() - b.card.due.getTime())
      .map((card) => ({ type: card.type, name: taskTypeCatalog[card.type]!.name, due_at: card.card.due.toISOString() })),
  };
}
