import { CliUsageError } from '../errors/cli-errors';

const moscowLocal = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/;

/** '2026-12-01 10:00' (Moscow time, as on the site) or an ISO instant with its offset, which the server checks. */
function instantOf(text: string): string {
  const trimmed = text.trim();
  const local = moscowLocal.exec(trimmed);
  return local ? `${local[1]}T${local[2]}:00+03:00` : trimmed;
}

/**
 * `--exam-opens` and `--exam-closes` as homework.assign's `exam` (decision 044): both or neither; with
 * them the assignment is a rehearsal and takes no --tasks.
 */
export function parseExamWindow(opens: string | undefined, closes: string | undefined, tasks: string | undefined): { opens_at: string; closes_at: string } | null {
  if (opens === undefined && closes === undefined) return null;
  if (opens === undefined || closes === undefined) throw new CliUsageError('Пробный экзамен: укажите оба времени, --exam-opens и --exam-closes (например "2026-12-01 10:00", МСК)');
  if (tasks !== undefined) throw new CliUsageError('Укажите что-то одно: --tasks (задания) или --exam-opens/--exam-closes (пробный экзамен)');
  return { opens_at: instantOf(opens), closes_at: instantOf(closes) };
}
