import type { FileStorage } from '../../storage/file-storage';
import { answerLayoutOf } from '../checking/answer-layout';
import type { AttachmentRow, TaskRow } from './task-row';
import type { TaskPayload } from './task-schemas';

/** Where a revealed task's answer was shown: the trainer's reveal, or a variant's (named) or rehearsal's results. */
export type RevealPlace = { shown_in: 'trainer' | 'variant' | 'exam'; variant_name: string | null };

/**
 * What the caller has done with a task, which decides whether its answer may be sent. `sealed`: the
 * task is in the caller's running rehearsal, which outweighs everything else until it ends.
 * `answerKey`: a teacher, author or admin reads a variant's answer key for a lesson on paper
 * (decision 072): the answer and the solution, never the seed (that stays with those who may edit).
 */
export type TaskAccess = {
  solved: boolean;
  revealed: boolean;
  privileged: boolean;
  sealed: boolean;
  answerKey?: boolean;
  revealedIn?: RevealPlace;
  /** The task was edited after the caller's first answer of it (decision 077). */
  changedSince?: TaskChange | undefined;
};

export type TaskChange = NonNullable<TaskPayload['changed']>;

/**
 * The one way a task leaves the server. The answer and the solution go only to someone who solved
 * or revealed the task, who may edit it (its author, an admin) or who reads an answer key, and to
 * none of them while it is sealed by their running rehearsal.
 */
export function toTaskPayload(task: TaskRow, attachments: AttachmentRow[], access: TaskAccess, storage: FileStorage): TaskPayload {
  const layout = answerLayoutOf(task.type, task.table_shape);
  const mayKnowAnswer = !access.sealed && (access.solved || access.revealed || access.privileged || access.answerKey === true);
  const payload: TaskPayload = {
    id: task.id,
    subject: task.subject,
    type: task.type,
    difficulty: task.difficulty,
    text: task.text,
    question: task.question,
    image: task.image ? storage.urlOf(task.image) : null,
    attachments: attachments.map((a) => ({ id: a.id, file: a.name, url: storage.urlOf(a.file) })),
    solution_document: mayKnowAnswer && task.solution_document ? storage.urlOf(task.solution_document) : null,
    answer_type: layout.kind === 'table' ? 'table' : 'field',
    table_shape: layout.kind === 'table' ? [layout.rows, layout.cols] : null,
    block_id: task.block_id,
    status: access.solved ? 'solved' : access.revealed ? 'waiting' : 'new',
    is_solved: access.solved,
  };
  if (task.generator && task.generator_version && task.generator_seed) {
    payload.generator = { id: task.generator, version: task.generator_version };
    // The seed rebuilds the task, answer included: only those who may edit it see it (issue 24).
    if (access.privileged) payload.generator.seed = task.generator_seed;
  }
  const shown = access.revealedIn;
  if (!access.sealed && payload.status === 'waiting' && shown && shown.shown_in !== 'trainer') {
    payload.answer_shown_in = { place: shown.shown_in, variant_name: shown.variant_name };
  }
  if (access.changedSince) payload.changed = access.changedSince;
  if (mayKnowAnswer) {
    payload.answer = task.answer;
    payload.answers = task.answer_rows;
    payload.solution = task.solution;
  }
  return payload;
}
