import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';

type TaskChange = NonNullable<TaskPayload['changed']>;

/**
 * The block's questions edited after the student's answers, as one notice (decision 077): the latest
 * edit's time, and whether any changed the statement or corrected an answer. Undefined when none did.
 */
export function blockChangeOf(tasks: readonly Pick<TaskPayload, 'changed'>[]): TaskChange | undefined {
  const changes = tasks.flatMap((task) => (task.changed ? [task.changed] : []));
  if (changes.length === 0) return undefined;
  return {
    at: changes.reduce((latest, change) => (Date.parse(change.at) > Date.parse(latest) ? change.at : latest), changes[0]!.at),
    statement: changes.some((change) => change.statement),
    answer: changes.some((change) => change.answer),
  };
}
