import { recordId } from '../../validation/record-id';
import { z } from '../../validation/z';
import { taskPayloadSchema, taskStatsSchema } from './task-schemas';

export const randomBlockInput = z.object({
  subject: z.string().trim().min(1).max(20).default('inf'),
  /** A question of the block wanted instead of a random one ('Следующее задание ДЗ' leads to a given block). */
  task_id: recordId().optional(),
});
export const randomBlocksInput = randomBlockInput.extend({
  count: z.coerce.number({ error: 'Некорректное количество для блока 19-21' }).int().min(1, 'Некорректное количество для блока 19-21').max(50).default(1),
});

/** SPEC §3 Block 19-21: parallel arrays over the three questions, plus the questions as tasks. */
export const blockPayloadSchema = z.object({
  block_id: z.number(),
  ids: z.array(z.number()),
  condition: z.string(),
  text: z.string(),
  questions: z.array(z.string()),
  answer_types: z.array(z.enum(['field', 'table'])),
  table_shapes: z.array(z.tuple([z.number(), z.number()]).nullable()),
  question_statuses: z.array(z.enum(['new', 'solved', 'waiting'])),
  solvedTasks: z.array(z.boolean()),
  taskStats: z.array(taskStatsSchema),
  tasks: z.array(taskPayloadSchema),
});
export type BlockPayload = z.infer<typeof blockPayloadSchema>;
