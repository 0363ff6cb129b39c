import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { forbiddenMessages, roleAllows } from '../rules/roles';
import { getTaskPayloads } from '../tasks/bank/get-tasks';
import type { AnswerKey } from './answer-key-schemas';
import { loadVariant } from './load-variant';

/**
 * The answer key of a variant the caller may open, for a teacher, an author or an admin who prints it
 * for a lesson without computers (decision 072); a student is refused whatever the variant. The
 * answers come through the one rule of a task's secrets (getTaskPayloads → toTaskPayload), so a task
 * of the caller's own running rehearsal stays without its answer here too.
 */
export async function getAnswerKey(deps: CoreDeps, user: AuthUser, id: number): Promise<AnswerKey> {
  if (!roleAllows('answerKey', user.role)) throw new AppError('FORBIDDEN', forbiddenMessages.answerKey);
  const variant = await loadVariant(deps.db, user, id);
  const tasks = await getTaskPayloads(deps, user, variant.task_ids, { answerKey: true });
  return {
    variant_id: variant.id,
    name: variant.name,
    items: tasks.map((task, index) => ({
      number: index + 1,
      task_id: task.id,
      type: task.type,
      answer_type: task.answer_type,
      answer: task.answer_type === 'field' ? (task.answer ?? null) : null,
      answers: task.answer_type === 'table' ? (task.answers ?? null) : null,
    })),
  };
}
