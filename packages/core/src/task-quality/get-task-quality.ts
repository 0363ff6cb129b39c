import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { assertAllowed, type Actor } from '../identity/actor';
import { taskNotFoundMessage } from '../tasks/bank/get-tasks';
import { caresForTask } from '../task-reports/cares-for-task';
import { loadBaseline } from './load-baseline';
import { loadTaskNumbers } from './load-task-numbers';
import type { TaskFlag, TaskQuality } from './task-quality-schemas';

export const notOwnTaskStatsMessage = 'Статистика задания доступна его автору, модераторам и администраторам';

/**
 * GET /tasks/{id}/stats/ (decision 076): a task's numbers for its author, moderators and admins, with
 * the wrong answers themselves (staff see the key anyway), the baseline the flags measure it by, its
 * generator version's numbers when it was generated, and the open flags about it.
 */
export async function getTaskQuality(deps: CoreDeps, actor: Actor, taskId: number): Promise<TaskQuality> {
  assertAllowed(actor, 'bankCare');
  const task = await deps.db('tasks').where({ id: taskId }).first('id', 'type', 'difficulty', 'author_id', 'generator', 'generator_version');
  if (!task) throw new AppError('NOT_FOUND', taskNotFoundMessage);
  // The queue's rule (decision 075): an author answers for his own hand-written tasks only.
  if (actor.kind === 'user' && !caresForTask(actor.user, task)) {
    throw new AppError('FORBIDDEN', notOwnTaskStatsMessage);
  }
  const generated = task.generator !== null && task.generator_version !== null ? { generator: task.generator, version: task.generator_version } : null;
  const [numbers, baseline, generator, flags] = await Promise.all([
    loadTaskNumbers(deps.db, { taskId }),
    loadBaseline(deps.db, { type: task.type, difficulty: task.difficulty, exceptTaskId: taskId }),
    generated
      ? Promise.all([
          loadTaskNumbers(deps.db, generated),
          loadBaseline(deps.db, { type: task.type, difficulty: null, exceptTaskId: null }),
          deps.db('tasks').where({ generator: generated.generator, generator_version: generated.version }).count<{ n: string }[]>({ n: '*' }),
        ])
      : null,
    deps.db('task_flags')
      .where({ status: 'open' })
      .andWhere((where) => {
        where.where({ task_id: taskId });
        if (generated) where.orWhere({ generator: generated.generator, generator_version: generated.version });
      })
      .orderBy('id')
      .select('id', 'kind', 'task_id', 'why', 'computed_at'),
  ]);
  return {
    task_id: task.id,
    type: task.type,
    difficulty: task.difficulty,
    numbers,
    baseline,
    generator:
      generated && generator
        ? { id: generated.generator, version: generated.version, tasks: Number(generator[2][0]?.n ?? 0), numbers: generator[0], baseline: generator[1] }
        : null,
    flags: flags.map(
      (flag): TaskFlag => ({
        id: flag.id,
        kind: flag.kind,
        target: flag.task_id === null ? 'generator' : 'task',
        why: flag.why,
        computed_at: flag.computed_at.toISOString(),
      }),
    ),
  };
}
