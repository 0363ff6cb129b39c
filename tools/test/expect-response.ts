import { expect } from 'vitest';

export type Answer = { statusCode: number; body: string; json(): unknown };

/** The body of an answer with this status (200 unless told), or the test fails with the body it got. */
export async function ok<T>(response: Promise<Answer>, status = 200): Promise<T> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  return done.json() as T;
}

/** An answer refused with this status and, when given, this `detail` (or one matching it). */
export async function refused(response: Promise<Answer>, status: number, detail?: string | RegExp): Promise<Answer> {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  if (typeof detail === 'string') expect((done.json() as { detail: string }).detail).toBe(detail);
  else if (detail) expect((done.json() as { detail: string }).detail).toMatch(detail);
  return done;
}
