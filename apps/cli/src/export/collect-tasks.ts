import type { AuthoredTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import type { CliApi } from '../api/cli-api';
import { blockKey, type BlockKey } from '@ege/core/tasks/bank/task-type-catalog';

export type ExportFilter = { type?: number | BlockKey | undefined; author?: string | undefined };

const pageSize = 100;

/**
 * Every task the user may export (an author's own, an admin's all, or one author's with --author), in
 * full with answers, page by page through authoring.list. A 19, 20 or 21 asks for the whole block.
 */
export async function collectTasks(api: CliApi, filter: ExportFilter, onPage?: (done: number, total: number) => void): Promise<AuthoredTask[]> {
  const type = filter.type === 19 || filter.type === 20 || filter.type === 21 ? blockKey : filter.type;
  const tasks: AuthoredTask[] = [];
  for (let page = 1; ; page++) {
    const list = await api.caller.authoring.list({
      ...(type !== undefined ? { type: String(type) } : {}),
      ...(filter.author !== undefined ? { author: filter.author } : {}),
      page,
      page_size: pageSize,
    } as Parameters<typeof api.caller.authoring.list>[0]);
    for (const task of list.results) if ('text' in task) tasks.push(task);
    onPage?.(tasks.length, list.count);
    if (list.results.length < pageSize || page * pageSize >= list.count) return tasks;
  }
}
