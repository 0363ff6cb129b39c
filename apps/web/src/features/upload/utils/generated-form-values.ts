import type { GeneratedDraft } from '@ege/core/generators/generated-draft-schemas';
import { answerValuesFor, withTableShape } from './answer-values';
import type { TaskFormValues } from './task-form-values';

/** The form filled from a generated task: its type, difficulty, text, answer and 'Разбор'; the subject stays. */
export function formValuesOfDraft(draft: GeneratedDraft, current: TaskFormValues): TaskFormValues {
  const start = answerValuesFor(draft.type);
  const rows = draft.answers ?? [];
  const answer =
    draft.answer_type === 'field'
      ? { ...start, answerType: 'field' as const, answer: draft.answer ?? '' }
      : (() => {
          // The type's own table (25: 10x2) holds the rows it needs; a larger answer widens it.
          const shaped = withTableShape(start, Math.max(start.rows, rows.length), Math.max(start.cols, ...rows.map((row) => row.length)));
          return { ...shaped, answerType: 'table' as const, cells: shaped.cells.map((row, r) => row.map((cell, c) => rows[r]?.[c] ?? cell)) };
        })();
  return { ...current, type: String(draft.type), difficulty: String(draft.difficulty), text: draft.text, answer, solution: draft.solution };
}

/** The generator's data files as the files the form attaches (24.txt). */
export function attachmentsOfDraft(draft: GeneratedDraft): File[] {
  return draft.files.map((file) => {
    const bytes = Uint8Array.from(atob(file.content_base64), (char) => char.charCodeAt(0));
    return new File([bytes], file.name, { type: 'text/plain' });
  });
}
