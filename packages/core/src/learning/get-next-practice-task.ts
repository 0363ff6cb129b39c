import type { CoreDeps } from '../context/core-deps';
import type { TaskAttemptsTable } from '../db/tables/task-attempts-table';
import { AppError } from '../errors/app-error';
import { taskSql } from '../tasks/bank/task-sql';
import { taskTypeCatalog } from '../tasks/bank/task-type-catalog';
import { practiceSessionSize, type PracticeNext } from './learning-schemas';
import { learningSql } from './learning-sql';
import { loadTypeMastery } from './load-type-mastery';
import { orderBySchedule } from './order-by-schedule';
import { shownChanceOf } from './shown-chance-of';
import { insertPracticeSession, type PracticeSessionRow } from './start-practice-session';
import { syncPracticeCards } from './sync-practice-cards';

type ServedRow = { position: number; task_id: number; type: number; after_attempt_id: string; answered: boolean };

const lastAttemptSql = 'SELECT coalesce(max(id), 0) AS id FROM task_attempts WHERE user_id = ?';

/** The types just served wait unless nothing else is left: a missed type comes back, but not at once. */
const spacing = 2;

export const noPracticeTasksMessage = 'Нет заданий для тренировки: банк заданий пуст';

/**
 * GET /users/practice/next/: the open session's current task, or the next one by schedule: the
 * due card, a tried type (weakest first) before an untried one (every untried type is due from the
 * start), skipping the last two types served. Ten answered tasks finish the session.
 */
export async function getNextPracticeTask(deps: CoreDeps, userId: number): Promise<PracticeNext> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    const open = (await trx.raw<{ rows: PracticeSessionRow[] }>(learningSql.lockOpenSession, [userId])).rows[0];
    const session = open ?? (await insertPracticeSession(trx, userId, now));
    const served = (await trx.raw<{ rows: ServedRow[] }>(learningSql.servedTasks, [userId, session.id])).rows;
    const answered = served.filter((task) => task.answered).length;
    const state = { session_id: session.id, size: practiceSessionSize, answered };
    const current = served.at(-1);
    const cards = await syncPracticeCards(trx, userId, now);
    const dueOf = (type: number) => cards.find((card) => card.type === type)!.card.due;

    if (current && !current.answered) {
      const mastery = await loadTypeMastery(trx, userId, now);
      return { ...state, position: served.length, done: false, task: taskView(current.task_id, current.type, shownChanceOf(mastery[current.type - 1]!), dueOf(current.type)) };
    }
    if (served.length >= practiceSessionSize) {
      await trx('practice_sessions').where({ id: session.id }).update({ finished_at: now });
      return { ...state, position: practiceSessionSize, done: true, task: null };
    }

    const mastery = await loadTypeMastery(trx, userId, now);
    const recent = new Set(served.slice(-spacing).map((task) => task.type));
    const order = orderBySchedule(cards, mastery, now);
    const candidates = [...order.filter((card) => !recent.has(card.type)), ...order.filter((card) => recent.has(card.type))];
    const { rows } = await trx.raw<{ rows: Pick<TaskAttemptsTable, 'id'>[] }>(lastAttemptSql, [userId]);
    for (const card of candidates) {
      // The trainer's pick: a random task of the type, unsolved by the student first.
      const picked = (await trx.raw<{ rows: { id: number }[] }>(taskSql.pickRandomTask, { subject: 'inf', type: card.type, userId })).rows[0];
      if (!picked) continue;
      const taskId = picked.id;
      await trx('practice_session_tasks').insert({ session_id: session.id, position: served.length + 1, task_id: taskId, type: card.type, after_attempt_id: rows[0]!.id });
      return { ...state, position: served.length + 1, done: false, task: taskView(taskId, card.type, shownChanceOf(mastery[card.type - 1]!), card.card.due) };
    }
    throw new AppError('NOT_FOUND', noPracticeTasksMessage);
  });
}

function taskView(id: number, type: number, probability: number | null, due: Date): NonNullable<PracticeNext['task']> {
  return { id, type, name: taskTypeCatalog[type]!.name, probability, due_at: due.toISOString() };
}
