import type { ExamEntry } from './exam-answer-saver';

// Storage can be full or switched off (private mode): the answers then live on the server only.

function keyOf(examId: number): string {
  return `exam-unsaved-${examId}`;
}

function isEntry(value: unknown): value is ExamEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ExamEntry>;
  return typeof entry.time_spent === 'number' && (entry.answer === null || (typeof entry.answer === 'object' && entry.answer !== undefined));
}

/** The answers this device typed that the server had not confirmed when the page went away. */
export function readUnsavedAnswers(examId: number): Map<number, ExamEntry> {
  const result = new Map<number, ExamEntry>();
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(examId)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return result;
    for (const [taskId, entry] of Object.entries(parsed)) {
      if (/^\d+$/.test(taskId) && isEntry(entry)) result.set(Number(taskId), entry);
    }
  } catch {
    // See above.
  }
  return result;
}

export function writeUnsavedAnswers(examId: number, unsaved: ReadonlyMap<number, ExamEntry>): void {
  try {
    if (unsaved.size === 0) window.localStorage.removeItem(keyOf(examId));
    else window.localStorage.setItem(keyOf(examId), JSON.stringify(Object.fromEntries(unsaved)));
  } catch {
    // See above.
  }
}
