import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { insertVariantTasks } from '../variants/insert-variant-tasks';
import { homeworkSource } from '../variants/homework-source';
import { homeworkNotFound } from '../errors/homework-not-found';
import { homeworkSql } from './homework-sql';
import type { LockedHomework } from './lock-homework-for-change';

export const emptyHomeworkMessage = 'В домашнем задании нет заданий';
export const examHomeworkVariantMessage = 'Пробный экзамен из ДЗ нельзя открыть как вариант';

/** 'Вариант ДЗ 21.11.2026': the variants list knows homework variants by this prefix too. */
export function homeworkVariantName(date: Date): string {
  return `Вариант ДЗ ${new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' }).format(date)}`;
}

/**
 * 'Открыть как вариант': the student's own variant of the assignment's tasks in order, listed under
 * homework. Made once; opening again gives the same one (a new one after the tasks were edited).
 */
export async function createHomeworkVariant(deps: CoreDeps, user: AuthUser, homeworkId: number): Promise<{ variant_id: number }> {
  return deps.db.transaction(async (trx) => {
    const { rows } = await trx.raw<{ rows: LockedHomework[] }>(homeworkSql.lock, { id: homeworkId });
    const assignment = rows[0];
    if (!assignment || assignment.user_id !== user.id) throw homeworkNotFound();
    // Its tasks are drawn at the start and kept secret until then (decision 044): /exam is its only way in.
    if (assignment.kind === 'exam') throw new AppError('CONFLICT', examHomeworkVariantMessage);
    if (assignment.variant_id !== null) return { variant_id: assignment.variant_id };
    const taskIds = await trx('homework_tasks').where({ assignment_id: homeworkId }).orderBy('position').pluck('task_id');
    if (taskIds.length === 0) throw new AppError('BAD_REQUEST', emptyHomeworkMessage);
    const [variant] = await trx('variants')
      .insert({ name: homeworkVariantName(assignment.date), owner_id: user.id, source: homeworkSource, is_public: false, is_draft: false })
      .returning('id');
    await insertVariantTasks(trx, variant!.id, taskIds);
    await trx('homework_assignments').where({ id: homeworkId }).update({ variant_id: variant!.id });
    return { variant_id: variant!.id };
  });
}
