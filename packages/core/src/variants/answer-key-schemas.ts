import { z } from '../validation/z';

/** One line of a variant's answer key: the task's number on the printed sheet, the task, its answer. */
export const answerKeyItemSchema = z.object({
  /** 1..N in the variant's order, as the printed sheet numbers them (19, 20, 21 of a block are three). */
  number: z.number().int().positive(),
  task_id: z.number(),
  type: z.number(),
  answer_type: z.enum(['field', 'table']),
  /** A field's answer; null for a table, or while the task is sealed by the caller's running rehearsal. */
  answer: z.string().nullable(),
  /** A table's rows; null for a field, or while sealed. */
  answers: z.array(z.array(z.string())).nullable(),
});
export type AnswerKeyItem = z.infer<typeof answerKeyItemSchema>;

/** GET /tasks/variants/{id}/answer-key/: the teacher's key to a printed variant (decision 072). */
export const answerKeySchema = z.object({
  variant_id: z.number(),
  name: z.string(),
  items: z.array(answerKeyItemSchema),
});
export type AnswerKey = z.infer<typeof answerKeySchema>;
