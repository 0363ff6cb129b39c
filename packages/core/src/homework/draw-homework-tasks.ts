import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { selectTasks, type FillGenerated } from '../variants/select-tasks';

export const blocksShortMessage = 'Недостаточно доступных блоков 19-21';

/**
 * Task ids for one student: none they have solved, none twice, blocks whole (selectTasks). A shortage
 * of blocks gets the homework screen's own message; other shortages keep selectTasks' one. With
 * `fillGenerated`, short types with a generator are filled with generated tasks (decision 040).
 */
export async function drawHomeworkTasks(db: Knex, userId: number, counts: Record<string, number>, fillGenerated?: FillGenerated): Promise<number[]> {
  try {
    return await selectTasks(db, userId, { tasks_by_type: counts, exclude_solved: true, subject: 'inf', fill_generated: fillGenerated !== undefined }, fillGenerated);
  } catch (error) {
    const blockShortage = error instanceof AppError ? error.fields?.['tasks_by_type.19-21'] : undefined;
    if (blockShortage) throw new AppError('BAD_REQUEST', blocksShortMessage, { fields: { 'tasks.19-21': blockShortage }, cause: error });
    throw error;
  }
}
