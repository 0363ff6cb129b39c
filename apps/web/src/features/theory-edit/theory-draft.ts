import type { TheoryFormValues } from './theory-form-values';

/** A theory editor's unsaved fields in this browser: one draft per page (or per new page). */
export type TheoryDraft = { values: TheoryFormValues; saved_at: string };

export function theoryDraftKey(id: number | 'new'): string {
  return `draft_theory_${id}`;
}

function isDraft(value: unknown): value is TheoryDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as TheoryDraft;
  return typeof draft.saved_at === 'string' && typeof draft.values === 'object' && draft.values !== null && typeof draft.values.title === 'string' && typeof draft.values.content === 'string' && Array.isArray(draft.values.tags);
}

export function readTheoryDraft(key: string): TheoryDraft | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Storage may be full or off (private mode): the draft is a convenience, the save is what counts. */
export function writeTheoryDraft(key: string, draft: TheoryDraft | null): void {
  try {
    if (draft === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the form still holds the text.
  }
}
