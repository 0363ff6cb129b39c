import { TRPCClientError } from '@trpc/client';
import { describeError } from './describe-error';

/** A server restart or a database failover takes seconds: this many tries of a query ride it out. */
export const unavailableRetries = 4;
const networkRetries = 2;
const maxDelayMs = 30_000;

export const unavailableTitle = 'Сервер временно недоступен';
export const gaveUpMessage = `Не удалось загрузить данные: ${unavailableRetries} повторные попытки не помогли. Повторите позже.`;

/**
 * Whether a failed query (a read, safe to repeat) is tried again: after a 503 a few times, after no
 * answer at all twice. Mutations are never repeated by the client: they may have taken effect.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const { status, network } = describeError(error);
  if (status === 503) return failureCount < unavailableRetries;
  return network && failureCount < networkRetries;
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
