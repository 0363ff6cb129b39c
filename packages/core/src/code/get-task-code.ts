import type { CoreDeps } from '../context/core-deps';
import { loadOwnExam } from '../exam/load-own-exam';
import type { AuthUser } from '../identity/auth-user';
import { assertTaskInExam } from './assert-task-in-exam';
import { assertTaskVisible } from './assert-task-visible';
import type { GetTaskCodeInput, TaskCode } from './code-schemas';
import { codeSql } from './code-sql';
import { emptyTaskCode, toTaskCode, type TaskCodeRow } from './task-code-row';

/**
 * GET /tasks/{id}/code/: the caller's own code of a task, empty when none was saved. With exam_id,
 * the code of that rehearsal of theirs, readable after it ended too (someone else's is 404).
 */
export async function getTaskCode(deps: CoreDeps, user: AuthUser, input: GetTaskCodeInput): Promise<TaskCode> {
  const examId = input.exam_id ?? null;
  if (examId === null) await assertTaskVisible(deps, user, input.id);
  else assertTaskInExam(await loadOwnExam(deps.db, user.id, examId), input.id);
  const statement = examId === null ? codeSql.selectTrainer : codeSql.selectExam;
  const bindings = examId === null ? { userId: user.id, taskId: input.id } : { userId: user.id, examId, taskId: input.id };
  const [row] = (await deps.db.raw<{ rows: TaskCodeRow[] }>(statement, bindings)).rows;
  return row ? toTaskCode(row) : emptyTaskCode(input.id, examId);
}
