import type { Knex } from 'knex';

/** Positions are the tasks' numbers in the variant, from 1, as the results list them. */
export async function insertVariantTasks(db: Knex, variantId: number, taskIds: readonly number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await db('variant_tasks').insert(taskIds.map((task_id, index) => ({ variant_id: variantId, position: index + 1, task_id })));
}
