import type { Knex } from 'knex';
import { AppError } from '../errors/app-error';
import { isBlockType } from '../generators/generate-block';
import { generatorsByType } from '../generators/generators-by-type';
import { userNotFoundMessage } from '../notifications/create-notification';
import { drawHomeworkTasks } from './draw-homework-tasks';
import type { HomeworkPreview, PreviewHomeworkInput } from './homework-preview-schemas';
import { normalizeHomeworkCounts } from './normalize-homework-counts';
import type { FillGenerated } from '../variants/select-tasks';

/**
 * generatedFiller's stand-in that stores nothing: a type with a generator is filled with as many
 * placeholder ids (negative, never a task's) as asked, counted by type in `generated` (a 19–21
 * block, asked for as 19, brings three placeholders and counts under each of 19, 20 and 21, as its
 * three tasks).
 */
function countingFiller(generated: Map<number, number>): FillGenerated {
  let next = -1;
  return (type, count) => {
    if (!generatorsByType.has(type)) return Promise.resolve([]);
    const types = isBlockType(type) ? [19, 20, 21] : [type];
    for (const counted of types) generated.set(counted, (generated.get(counted) ?? 0) + count);
    const size = types.length;
    return Promise.resolve(Array.from({ length: count }, () => Array.from({ length: size }, () => next--)));
  };
}

/**
 * 'Выдать' without writing: each student's draw as assignHomework makes it (nothing they solved,
 * blocks whole), or the shortage that would refuse the whole call. The draw is random, so 'Выдать'
 * draws again: the counts and who is short hold, the very tasks may differ (decision 023). With
 * fill_generated a short type with a generator is no shortage: the preview counts the generated tasks
 * 'Выдать' would store, and stores none.
 */
export async function previewHomework(db: Knex, input: PreviewHomeworkInput): Promise<HomeworkPreview> {
  const counts = normalizeHomeworkCounts(input.tasks);
  const userIds = [...new Set(input.user_ids)];
  const users = await db('users').whereIn('id', userIds).select('id', 'username');
  if (users.length !== userIds.length) throw new AppError('NOT_FOUND', userNotFoundMessage);
  const nameOf = new Map(users.map((user) => [user.id, user.username]));
  const students: HomeworkPreview['students'] = [];
  for (const userId of userIds) {
    const generated = new Map<number, number>();
    try {
      const ids = (await drawHomeworkTasks(db, userId, counts, input.fill_generated ? countingFiller(generated) : undefined)).filter((id) => id > 0);
      const rows = await db('tasks').whereIn('id', ids).select('id', 'type');
      const typeOf = new Map(rows.map((row) => [row.id, row.type]));
      students.push({
        user_id: userId,
        username: nameOf.get(userId)!,
        tasks: ids.map((id) => ({ id, type: typeOf.get(id)! })),
        generated: [...generated].sort(([a], [b]) => a - b).map(([type, count]) => ({ type, count })),
        error: null,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
      students.push({ user_id: userId, username: nameOf.get(userId)!, tasks: null, generated: [], error: error.message });
    }
  }
  return { students };
}
