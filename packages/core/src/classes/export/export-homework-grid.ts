import type { z } from '../../validation/z';
import type { CoreDeps } from '../../context/core-deps';
import { homeworkNotFound } from '../../errors/homework-not-found';
import { loadHomeworkAssignments } from '../../homework/load-homework-assignments';
import { mayChangeHomework } from '../../homework/may-change-homework';
import type { AuthUser } from '../../identity/auth-user';
import type { ExportFile, homeworkGridExportInput } from '../class-schemas';
import { homeworkGridTable } from './homework-grid-table';
import { fileNameSlug, toExportFile } from './to-export-file';

/**
 * One student's assignment task by task as a file (issue 29 §3). Only who may change it — the teacher
 * who issued it, or an admin — may export it; anybody else is told it does not exist, as the homework
 * paths tell (decision 071). A rehearsal assigned as homework has no tasks of its own: its file is the
 * header alone.
 */
export async function exportHomeworkGrid(deps: CoreDeps, user: AuthUser, input: z.output<typeof homeworkGridExportInput>): Promise<ExportFile> {
  const [assignment] = await loadHomeworkAssignments(deps.db, [input.assignment_id]);
  if (!assignment || !mayChangeHomework(user, { issued_by: assignment.issued_by?.id ?? null })) throw homeworkNotFound();
  const student = await deps.db('users').where({ id: assignment.user_id }).first('username');
  const username = student?.username ?? String(assignment.user_id);
  return toExportFile([homeworkGridTable(assignment, username)], input.format, `dz-${assignment.id}-${fileNameSlug(username, 'uchenik')}`);
}
