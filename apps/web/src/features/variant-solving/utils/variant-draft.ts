import { z } from '@ege/core/validation/z';
import { variantAnswersSchema, type VariantAnswers, type VariantSession } from '@ege/core/variants/variant-schemas';

/** An inline verdict ('Верно'/'Неверно') and the answer it was given for. */
export type InlineVerdict = { answerKey: string; isCorrect: boolean };
export type InlineVerdicts = Record<string, InlineVerdict>;

/** The progress of one variant: answers, the timer, the open task; savedAt in ms since the epoch. */
export type VariantDraft = {
  answers: VariantAnswers;
  elapsedSeconds: number;
  currentIndex: number;
  savedAt: number;
  verdicts: InlineVerdicts;
};

const localDraftSchema = z.object({
  answers: variantAnswersSchema,
  elapsedSeconds: z.number().min(0),
  currentIndex: z.number().int().min(0),
  savedAt: z.number(),
  verdicts: z.record(z.string(), z.object({ answerKey: z.string(), isCorrect: z.boolean() })).default({}),
});

/** The local draft as stored; anything unreadable (another version, a hand edit) counts as none. */
export function parseLocalDraft(raw: string | null): VariantDraft | null {
  if (!raw) return null;
  try {
    const parsed = localDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function timeOf(iso: string | null): number | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

/**
 * How long after finishing a save still belongs to the finished attempt: a save sent from another
 * tab or on leaving the page may land just after the finish.
 */
export const finishGraceMs = 5000;

/** The server's saved progress as a draft; a finished session (nothing saved after finishing) is none. */
export function serverDraftOf(session: VariantSession | null): VariantDraft | null {
  if (!session) return null;
  const savedAt = timeOf(session.updated_at) ?? 0;
  const finishedAt = timeOf(session.finished_at);
  if (finishedAt !== null && savedAt <= finishedAt + finishGraceMs) return null;
  return { answers: session.answers, elapsedSeconds: session.elapsed_seconds, currentIndex: session.current_index, savedAt, verdicts: {} };
}

/**
 * The progress to start from (SPEC §4): the newer of the local draft and the server's session;
 * a local draft from before the last finishing is stale. Inline verdicts live only locally and
 * are kept either way: each one names the answer it was given for.
 */
export function pickDraft(local: VariantDraft | null, session: VariantSession | null): VariantDraft | null {
  const finishedAt = timeOf(session?.finished_at ?? null);
  const freshLocal = local && (finishedAt === null || local.savedAt > finishedAt) ? local : null;
  const server = serverDraftOf(session);
  if (!freshLocal) return server;
  if (!server || freshLocal.savedAt >= server.savedAt) return freshLocal;
  return { ...server, verdicts: freshLocal.verdicts };
}

/**
 * The last attempt was finished and nothing was saved after it: the variant reopens read-only with
 * its answers and verdicts, not as an empty attempt that looks as if the answers were lost.
 */
export function isFinishedAttempt(local: VariantDraft | null, session: VariantSession | null): boolean {
  return session?.finished_at != null && pickDraft(local, session) === null;
}

export type StartingPoint = Omit<VariantDraft, 'savedAt'>;

function onlyKeys<T>(record: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}

/**
 * Where solving starts: the draft's progress for the tasks the variant has now (an edit may have
 * dropped some, and the server refuses answers to tasks outside it), the open task kept inside.
 */
export function startingPointOf(draft: VariantDraft | null, taskIds: readonly number[]): StartingPoint {
  if (!draft) return { answers: {}, elapsedSeconds: 0, currentIndex: 0, verdicts: {} };
  const keys = new Set(taskIds.map(String));
  const last = Math.max(0, taskIds.length - 1);
  return {
    answers: onlyKeys(draft.answers, keys),
    elapsedSeconds: Math.max(0, Math.floor(draft.elapsedSeconds)),
    currentIndex: Math.min(Math.max(0, Math.floor(draft.currentIndex)), last),
    verdicts: onlyKeys(draft.verdicts, keys),
  };
}
