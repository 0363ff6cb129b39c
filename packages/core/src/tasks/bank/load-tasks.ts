import type { Knex } from 'knex';
import type { AuthUser } from '../../identity/auth-user';
import type { AttachmentRow, TaskRow } from './task-row';
import { taskSql } from './task-sql';
import type { RevealPlace, TaskAccess } from './to-task-payload';

type LoadedRow = TaskRow & {
  attachments: AttachmentRow[];
  solved: boolean;
  revealed: boolean;
  shown_in: RevealPlace['shown_in'] | null;
  shown_in_variant: string | null;
  changed: { at: string; statement: boolean; answer: boolean } | null;
};

export type LoadedTask = { task: TaskRow; attachments: AttachmentRow[]; access: TaskAccess };

const noneSealed: ReadonlySet<number> = new Set();

/**
 * Tasks by id, in the order asked (missing ids left out), with their attachments and what the user
 * has done with each, in one statement; `sealedIds` are those of the user's running rehearsal (loadExamSeal).
 */
export async function loadTasks(db: Knex, ids: number[], user: AuthUser | null = null, sealedIds = noneSealed): Promise<LoadedTask[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.raw<{ rows: LoadedRow[] }>(taskSql.selectTasks, { ids, userId: user?.id ?? null });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const admin = user?.role === 'admin';
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { attachments, solved, revealed, shown_in, shown_in_variant, changed, ...task } = row;
    const privileged = admin || (user !== null && task.author_id === user.id);
    const revealedIn = shown_in ? { shown_in, variant_name: shown_in_variant } : undefined;
    const changedSince = changed ? { at: new Date(changed.at).toISOString(), statement: changed.statement, answer: changed.answer } : undefined;
    return [{ task, attachments, access: { solved, revealed, privileged, sealed: sealedIds.has(id), revealedIn, changedSince } }];
  });
}
