import type { RevealResult } from '@ege/core/tasks/bank/task-schemas';

/** A correct answer as text: the field, or the table's rows separated by ' | '. */
export function knownAnswerText(revealed: RevealResult): string {
  if (revealed.answers && revealed.answers.length > 0) return revealed.answers.map((row) => row.join(' ')).join(' | ');
  return revealed.answer ?? '—';
}

/** Whole seconds as mm:ss (75:00 after an hour), as on the web trainer. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
