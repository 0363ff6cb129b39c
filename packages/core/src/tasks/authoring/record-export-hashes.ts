import type { Actor } from '../../identity/actor';
import type { CoreDeps } from '../../context/core-deps';
import type { RecordExportHashesInput } from './import-task-schemas';
import { taskEditorOf } from './task-editor';

/**
 * Stores, on each task and block the caller may change, the hash of the folder `ege export` wrote for
 * it (export_hash, decision 078), so that an import of that folder untouched is 'без изменений' and an
 * edited one 'изменено'. Only where the task is still as the export read it (its updated_at, to the
 * microsecond): a task edited meanwhile keeps no hash of a folder that is not its content. Neither
 * updated_at nor anything else changes. Returns how many rows took a new hash.
 */
export async function recordExportHashes(deps: CoreDeps, actor: Actor, input: RecordExportHashesInput): Promise<{ recorded: number }> {
  const editor = taskEditorOf(actor);
  const rows = JSON.stringify(input.tasks.map((task) => ({ uid: task.uid, hash: task.hash, updated_at: task.updated_at })));
  const own = editor.isAdmin ? '' : 'AND t.author_id = ?';
  const ownBinding = editor.isAdmin ? [] : [editor.userId];
  let recorded = 0;
  for (const [table, single] of [['tasks', 'AND t.block_id IS NULL'], ['task_blocks', '']] as const) {
    const result = await deps.db.raw(
      `UPDATE ${table} t SET export_hash = s.hash
       FROM jsonb_to_recordset(?::jsonb) AS s(uid uuid, hash text, updated_at timestamptz)
       WHERE t.uid = s.uid AND t.updated_at = s.updated_at AND t.export_hash IS DISTINCT FROM s.hash ${single} ${own}`,
      [rows, ...ownBinding],
    );
    recorded += (result as { rowCount: number }).rowCount;
  }
  return { recorded };
}
