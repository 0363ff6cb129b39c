import { pluralRu } from '@ege/core/text/plural-ru';
import { TRPCClientError } from '@trpc/client';
import { describeError } from './describe-error';

/** A server restart or a database failover takes seconds: this many tries of a query ride it out. */
export const unavailableRetries = 4;
const networkRetries = 2;
// 503: the server's own "database unavailable"; 502 and 504: the reverse proxy found no instance up.
const unavailableStatuses = new Set([502, 503, 504]);
const maxDelayMs = 30_000;

export const unavailableTitle = 'Сервер временно недоступен';
export const gaveUpMessage = `Не удалось загрузить данные: ${unavailableRetries} ${pluralRu(unavailableRetries, ['повторная попытка не помогла', 'повторные попытки не помогли', 'повторных попыток не помогли'])}. Повторите позже.`;

/** The server (or every instance behind the proxy) is briefly unavailable: worth trying again soon. */
export function isServerUnavailable(error: unknown): boolean {
  return unavailableStatuses.has(describeError(error).status);
}

/**
 * Whether a failed query (a read, safe to repeat) is tried again: when the server is unavailable a
 * few times, after no answer at all twice. Mutations are never repeated by the client: they may have
 * taken effect.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isServerUnavailable(error)) return failureCount < unavailableRetries;
  return describeError(error).network && failureCount < networkRetries;
}

/**
 * How long before the next try: what the server's Retry-After asks, or else 1 s doubling each time,
 * whichever is longer, capped at 30 s, plus up to a fifth more at random so that the clients a
 * restart turned away do not all come back in the same instant.
 */
export function retryDelayOf(failureCount: number, error: unknown, random: () => number = Math.random): number {
  const backoff = 1000 * 2 ** failureCount;
  const asked = (retryAfterSecondsOf(error) ?? 0) * 1000;
  return Math.round(Math.min(Math.max(backoff, asked), maxDelayMs) * (1 + random() / 5));
}

function retryAfterSecondsOf(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const response = (error.meta as { response?: Response } | undefined)?.response;
  const seconds = Number(response?.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}
