import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryDelayOf, shouldRetryQuery, unavailableRetries } from './retry-policy';

/** A tRPC error as the client builds it from the server's 503 answer. */
function unavailable(retryAfter?: string): TRPCClientError<never> {
  const headers = new Headers(retryAfter === undefined ? {} : { 'retry-after': retryAfter });
  const error = TRPCClientError.from(
    { error: { message: 'Сервер временно недоступен. Повторите попытку.', code: -32603, data: { httpStatus: 503, detail: 'Сервер временно недоступен. Повторите попытку.' } } },
    { meta: { response: new Response(null, { status: 503, headers }) } },
  );
  return error as TRPCClientError<never>;
}

const noJitter = () => 0;

describe('the query retry policy', () => {
  it('tries a query again after a 503 a few times, then gives up', () => {
    const error = unavailable('2');
    const tries = Array.from({ length: unavailableRetries + 2 }, (_, count) => shouldRetryQuery(count, error));
    expect(tries).toEqual([...Array<boolean>(unavailableRetries).fill(true), false, false]);
  });

  it('treats a proxy that found no instance (502, 504) as a 503', () => {
    expect(shouldRetryQuery(0, new ApiError('HTTP 502: Сервер недоступен', 502))).toBe(true);
    expect(shouldRetryQuery(unavailableRetries - 1, new ApiError('HTTP 504: Сервер недоступен', 504))).toBe(true);
    expect(shouldRetryQuery(unavailableRetries, new ApiError('HTTP 504: Сервер недоступен', 504))).toBe(false);
  });

  it('tries twice when the server did not answer, and never after an answer that is the server’s verdict', () => {
    expect([0, 1, 2].map((count) => shouldRetryQuery(count, new TypeError('Failed to fetch')))).toEqual([true, true, false]);
    expect(shouldRetryQuery(0, new ApiError('Не найдено', 404))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Внутренняя ошибка сервера. Попробуйте позже.', 500))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('Слишком много попыток', 429))).toBe(false);
  });

  it('waits what Retry-After asks when that is longer than the backoff, else doubles from a second', () => {
    expect(retryDelayOf(0, unavailable('2'), noJitter)).toBe(2000);
    expect(retryDelayOf(1, unavailable('2'), noJitter)).toBe(2000);
    expect(retryDelayOf(2, unavailable('2'), noJitter)).toBe(4000);
    expect(retryDelayOf(0, unavailable('10'), noJitter)).toBe(10_000);
    expect([0, 1, 2, 3].map((count) => retryDelayOf(count, unavailable(), noJitter))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than 30 s (plus jitter), nor takes a malformed Retry-After', () => {
    expect(retryDelayOf(0, unavailable('3600'), noJitter)).toBe(30_000);
    expect(retryDelayOf(10, unavailable(), noJitter)).toBe(30_000);
    expect(retryDelayOf(0, unavailable('soon'), noJitter)).toBe(1000);
    expect(retryDelayOf(0, unavailable('2'), () => 1)).toBe(2400);
  });
});
