import type { Knex } from 'knex';
import { examDoneText, homeworkDoneText } from './completion-notice-text';
import { completionNoticeSql } from './completion-notice-sql';

type DoneRow = { id: number; issued_by: number; date: Date; kind: 'tasks' | 'exam'; username: string; test_score: number | null };

/**
 * Tells the issuers of these just completed assignments, each who wants it at once (decision 070):
 * called in the transaction that completed them, so the notice and the completion are one. Once per
 * assignment whatever calls it again (a replay, a second read): the unique index drops the repeat.
 */
export async function notifyHomeworkDone(db: Knex, assignmentIds: readonly number[], now: Date): Promise<void> {
  if (assignmentIds.length === 0) return;
  const { rows } = await db.raw<{ rows: DoneRow[] }>(completionNoticeSql.selectToNotify, { ids: [...assignmentIds] });
  if (rows.length === 0) return;
  await db.raw(completionNoticeSql.insertHomeworkDone, {
    userIds: rows.map((row) => row.issued_by),
    messages: rows.map((row) => (row.kind === 'exam' ? examDoneText(row.username, row.test_score) : homeworkDoneText(row.username, row.date))),
    homeworkIds: rows.map((row) => row.id),
    now,
  });
}
