import type { GeneratedBlockDraft, GeneratedBlockQuestionDraft, GeneratedTaskDraft } from '@ege/core/tasks/authoring/generated-draft-schemas';
import { answerValuesFor, withTableShape, type AnswerValues } from './answer-values';
import type { BlockFormValues } from './block-form-values';
import type { TaskFormValues } from './task-form-values';

type DraftAnswer = Pick<GeneratedTaskDraft | GeneratedBlockQuestionDraft, 'answer_type' | 'answer' | 'answers'>;

/** A generated answer in the answer fields of its type: a field's text, or a table's cells. */
function answerValuesOfDraft(type: number, draft: DraftAnswer): AnswerValues {
  const start = answerValuesFor(type);
  if (draft.answer_type === 'field') return { ...start, answerType: 'field', answer: draft.answer ?? '' };
  const rows = draft.answers ?? [];
  // The type's own table (25: 10x2) holds the rows it needs; a larger answer widens it.
  const shaped = withTableShape(start, Math.max(start.rows, rows.length), Math.max(start.cols, ...rows.map((row) => row.length)));
  return { ...shaped, answerType: 'table', cells: shaped.cells.map((row, r) => row.map((cell, c) => rows[r]?.[c] ?? cell)) };
}

/** The form filled from a generated task: its type, difficulty, text, answer and 'Разбор'; the subject stays. */
export function formValuesOfDraft(draft: GeneratedTaskDraft, current: TaskFormValues): TaskFormValues {
  return {
    ...current,
    type: String(draft.type),
    difficulty: String(draft.difficulty),
    text: draft.text,
    answer: answerValuesOfDraft(draft.type, draft),
    solution: draft.solution,
  };
}

/** The block form filled from a generated block: difficulty, the condition, each question with its answer and 'Разбор'; the subject stays. */
export function blockValuesOfDraft(draft: GeneratedBlockDraft, current: BlockFormValues): BlockFormValues {
  const questions = { ...current.questions };
  for (const q of draft.questions) questions[q.type] = { question: q.question, answer: answerValuesOfDraft(q.type, q), solution: q.solution };
  return { ...current, difficulty: String(draft.difficulty), condition: draft.condition, questions };
}

/** The generator's data files as the files the form attaches (24.txt). */
export function attachmentsOfDraft(draft: GeneratedTaskDraft): File[] {
  return draft.files.map((file) => {
    const bytes = Uint8Array.from(atob(file.content_base64), (char) => char.charCodeAt(0));
    return new File([bytes], file.name, { type: 'text/plain' });
  });
}
