import type { Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import { AppError } from '../../errors/app-error';
import { loadEditablePayloads } from '../authoring/load-editable-payloads';
import type { ListTasksInput, TaskList } from '../authoring/task-authoring-schemas';
import { taskEditorOf } from '../authoring/task-editor';
import { taskExcerpt } from './task-excerpt';

export const otherAuthorsMessage = 'Задания других авторов видит только администратор';

/** GET /tasks/tasks/: an author's own tasks (all for an admin), newest first, in full or minimal. */
export async function listTasks(deps: CoreDeps, actor: Actor, input: ListTasksInput): Promise<TaskList> {
  const editor = taskEditorOf(actor);
  const query = deps.db('tasks');
  if (!editor.isAdmin) query.where('tasks.author_id', editor.userId);
  // An author may name only themself, and any other name gets the same 403 before any lookup, so the
  // answer does not tell whether such a user exists; for an admin an unknown name is simply not found.
  if (input.author !== undefined && !editor.isAdmin) {
    if (actor.kind !== 'user' || input.author !== actor.user.username) throw new AppError('FORBIDDEN', otherAuthorsMessage);
  } else if (input.author !== undefined) {
    const author = await deps.db('users').where({ username: input.author }).first('id');
    if (!author) throw new AppError('NOT_FOUND', `Пользователь ${input.author} не найден`);
    query.where('tasks.author_id', author.id);
  }
  if (input.type) query.whereIn('tasks.type', input.type);
  if (input.subject) query.where('tasks.subject', input.subject);
  const [{ count }] = (await query.clone().count({ count: '*' })) as [{ count: string | number }];
  const page = query
    .clone()
    .orderBy('tasks.id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const meta = { count: Number(count), page: input.page, page_size: input.page_size };
  if (input.minimal) {
    // A 19–21 question is known by its question; its text is the block's shared condition.
    const rows = (await page
      .leftJoin('task_blocks', 'task_blocks.id', 'tasks.block_id')
      .select('tasks.id', 'tasks.type', 'tasks.difficulty', 'tasks.created_at', 'tasks.text', 'tasks.question', 'task_blocks.condition')) as {
      id: number;
      type: number;
      difficulty: number;
      created_at: Date;
      text: string;
      question: string | null;
      condition: string | null;
    }[];
    return {
      ...meta,
      results: rows.map((row) => ({
        id: row.id,
        type: row.type,
        difficulty: row.difficulty,
        created_at: row.created_at.toISOString(),
        excerpt: taskExcerpt(row.condition !== null ? (row.question ?? row.condition) : row.text || (row.question ?? '')),
      })),
    };
  }
  const rows = (await page
    .leftJoin('task_blocks', 'task_blocks.id', 'tasks.block_id')
    .select(
      'tasks.id',
      deps.db.raw('coalesce(task_blocks.import_key, tasks.import_key) AS import_key'),
      deps.db.raw('coalesce(task_blocks.uid, tasks.uid) AS uid'),
      // The database's own text, to the microsecond: recordExportHashes compares it exactly.
      deps.db.raw(`to_json(coalesce(task_blocks.updated_at, tasks.updated_at)) #>> '{}' AS updated_at`),
    )) as { id: number; import_key: string | null; uid: string; updated_at: string }[];
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  const payloads = await loadEditablePayloads(deps, rows.map((row) => row.id));
  return {
    ...meta,
    results: payloads.map((payload) => {
      const row = rowOf.get(payload.id)!;
      return { ...payload, import_key: row.import_key, uid: row.uid, updated_at: row.updated_at };
    }),
  };
}
