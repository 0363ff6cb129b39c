import { recordId } from '../validation/record-id';
import { z } from '../validation/z';

/** GET /tasks/{id}/revisions/ */
export const listTaskRevisionsInput = z.object({ id: recordId() });
export type ListTaskRevisionsInput = z.infer<typeof listTaskRevisionsInput>;

/** A piece of a diff: unchanged text, or text the edit added or removed. */
export const diffPartSchema = z.object({ value: z.string(), added: z.boolean(), removed: z.boolean() });
export type DiffPart = z.infer<typeof diffPartSchema>;

export const taskRevisionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  /** Who edited: null once their account is deleted, or for the server's operator (CLI without --as). */
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  source: z.enum(['web', 'import']),
  statement_changed: z.boolean(),
  answer_changed: z.boolean(),
  /** The answer before and after, as one line (a table's rows through ' | '). */
  answer_before: z.string(),
  answer_after: z.string(),
  /** Students whose past answer the corrected key credited. */
  credited: z.number(),
  /** The statement's text (tags left out) before → after, word by word; empty when it did not change. */
  text_diff: z.array(diffPartSchema),
  /** The same of the question (19–21, or a task's own question). */
  question_diff: z.array(diffPartSchema),
});
export type TaskRevision = z.infer<typeof taskRevisionSchema>;

export const taskRevisionListSchema = z.object({ revisions: z.array(taskRevisionSchema) });
export type TaskRevisionList = z.infer<typeof taskRevisionListSchema>;
