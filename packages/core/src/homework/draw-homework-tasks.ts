import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { selectTasks } from '../variants/select-tasks';

export const blocksShortMessage = 'Недостаточно доступных блоков 19-21';

/**
 * Task ids for one student: none they have solved, none twice, blocks whole (selectTasks). A shortage
 * of blocks gets the homework screen's own message; other shortages keep selectTasks' one.
 */
export async function drawHomeworkTasks(db: Knex, userId: number, counts: Record<string, number>): Promise<number[]> {
  try {
    return await selectTasks(db, userId, { tasks_by_type: counts, exclude_solved: true, subject: 'inf' });
  } catch (error) {
    const blockShortage = error instanceof AppError ? error.fields?.['tasks_by_type.19-21'] : undefined;
    if (blockShortage) throw new AppError('BAD_REQUEST', blocksShortMessage, { fields: { 'tasks.19-21': blockShortage }, cause: error });
    throw error;
  }
}
