import type { CoreDeps } from '../context/core-deps';
import { digestText, type DigestCompletion } from './completion-notice-text';
import { completionNoticeSql } from './completion-notice-sql';
import { digestWindowOf } from './digest-window-of';

export type DigestRun = { day: string; sent: number };

/**
 * The evening digest (decision 070): one notification to every teacher who chose it and whose
 * students completed his homework in the day's window; nothing to one with nothing to tell. Run
 * again, by a second instance or a retry, it finds the day's digests there and sends none.
 */
export async function sendCompletionDigests(deps: CoreDeps): Promise<DigestRun> {
  const now = deps.clock.now();
  const { day, from, to } = digestWindowOf(now);
  const { rows } = await deps.db.raw<{ rows: { user_id: number; completions: DigestCompletion[] }[] }>(completionNoticeSql.selectDigests, { from, to, day });
  if (rows.length === 0) return { day, sent: 0 };
  const inserted = await deps.db.raw<{ rows: unknown[] }>(completionNoticeSql.insertDigests, {
    userIds: rows.map((row) => row.user_id),
    messages: rows.map((row) => digestText(row.completions)),
    day,
    now,
  });
  return { day, sent: inserted.rows.length };
}
