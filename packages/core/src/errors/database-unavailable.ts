export const unavailableMessage = 'Сервер временно недоступен. Повторите попытку.';

/** A restart of PostgreSQL takes a few seconds; clients wait this long before they try again. */
export const unavailableRetryAfterSeconds = 2;

// Refused, reset or timed-out connections; admin shutdown, crash shutdown, cannot connect now (57P0x);
// too many connections (53300). Class 08 (connection exception) is matched by its prefix.
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);

// What pg, pg-pool and knex say when a connection drops or none can be had (they carry no code).
const unavailableMessages = /Connection terminated|Connection ended unexpectedly|timeout exceeded when trying to connect|Client has encountered a connection error|Timeout acquiring a connection|Client was closed and is not queryable/i;

/**
 * Whether an error (or one it wraps) means the database cannot be reached right now: the request is
 * worth repeating in a moment, so every edge answers 503 with Retry-After instead of a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (error.name === 'KnexTimeoutError' || unavailableMessages.test(error.message)) return true;
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...inner].some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
