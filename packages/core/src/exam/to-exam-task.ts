import type { TaskPayload } from '../tasks/bank/task-schemas';
import type { ExamTask } from './exam-schemas';

/**
 * A task as the station shows it, from the one payload code: whatever the student may otherwise
 * know of it (a task solved before gives its answer and solution), nothing here tells the answer,
 * a worked solution, whether it was solved, or the generator's seed (which would recompute it).
 */
export function toExamTask(payload: TaskPayload, number: number): ExamTask {
  return {
    id: payload.id,
    subject: payload.subject,
    type: payload.type,
    difficulty: payload.difficulty,
    text: payload.text,
    question: payload.question,
    image: payload.image,
    attachments: payload.attachments,
    solution_document: null,
    answer_type: payload.answer_type,
    table_shape: payload.table_shape,
    block_id: payload.block_id,
    number,
  };
}
