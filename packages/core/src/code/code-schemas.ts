import { recordId } from '../validation/record-id';
import { z } from '../validation/z';
import { messages } from '../text/messages';

/** The longest program kept (decision 067): far past any exam solution, well inside the body limit. */
export const maxTaskCodeLength = 65_536;

const taskId = recordId('Некорректный id задания');
const examId = recordId('Некорректный id пробного экзамена');

/**
 * GET /tasks/{id}/code/: the caller's code of a task; with exam_id, the code written in that
 * rehearsal's station, kept apart from the trainer's.
 */
export const getTaskCodeInput = z.object({ id: taskId, exam_id: examId.optional() });
export type GetTaskCodeInput = z.infer<typeof getTaskCodeInput>;

/**
 * PUT /tasks/{id}/code/: the whole program, as typed. Never trimmed: indentation and blank lines are
 * Python's syntax. The shared z.string() still refuses NUL and lone surrogates. Length counts UTF-16
 * code units, as the editor's does.
 */
export const saveTaskCodeInput = z.object({
  id: taskId,
  exam_id: examId.nullish(),
  code: z.string({ error: 'Программа — строка' }).max(maxTaskCodeLength, messages.codeTooLong),
});
export type SaveTaskCodeInput = z.infer<typeof saveTaskCodeInput>;

/** Nothing saved yet reads as empty code with updated_at null. */
export const taskCodeSchema = z.object({
  task_id: z.number(),
  exam_id: z.number().nullable(),
  code: z.string(),
  updated_at: z.string().nullable(),
});
export type TaskCode = z.infer<typeof taskCodeSchema>;
