import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';
import { HttpClient } from '@ege/tools/test/http-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The same call unbatched (answered by our fast path) and batched (answered by tRPC's own handler). */
async function both(client: HttpClient, path: string, input?: unknown) {
  const single = await client.trpcQuery(path, input);
  const batched = await client.request('GET', `/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`);
  return { single, batched, batchedBody: (batched.json() as unknown[])[0] };
}

describe('tRPC single-query fast path answers exactly as tRPC does', () => {
  it('on success', async () => {
    const client = await signIn(t, 'student');
    const { single, batched, batchedBody } = await both(client, 'users.profile');
    expect(single.statusCode).toBe(200);
    expect(batched.statusCode).toBe(200);
    expect(single.json()).toEqual(batchedBody);
    expect((single.json() as { result: { data: { role: string } } }).result.data.role).toBe('student');
  });

  it('on an auth error and on a validation error', async () => {
    const guest = new HttpClient(t.app);
    const unauthorized = await both(guest, 'users.profile');
    expect(unauthorized.single.statusCode).toBe(401);
    expect(unauthorized.single.json()).toEqual(unauthorized.batchedBody);

    const invalid = await both(await signIn(t, 'student'), 'users.publicProfile', { id: 'abc' });
    expect(invalid.single.statusCode).toBe(400);
    expect(invalid.single.json()).toEqual(invalid.batchedBody);
    expect((invalid.single.json() as { error: { data: { errors: Record<string, string[]> } } }).error.data.errors.id).toBeDefined();
  });

  it('leaves mutations by GET and malformed input to tRPC', async () => {
    const guest = new HttpClient(t.app);
    expect((await guest.request('GET', '/trpc/users.login')).statusCode).toBe(405);
    expect((await (await signIn(t, 'student')).request('GET', '/trpc/users.publicProfile?input=%7Bbad')).statusCode).toBe(400);
  });
});
