import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { createUser } from '../users/create-user';
import { deleteExpiredRateLimits, hitRateLimit } from './rate-limit';
import { deleteExpiredRefreshTokens, issueSession, rotateSession } from './sessions';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.close());

describe('session storage', () => {
  it('rotates a refresh token into exactly one new session under concurrent use', async () => {
    const user = await createUser(t.db, { username: 'rotator', email: 'rotator@example.ru', password: 'secret-pass-1', role: 'student' });
    const session = await issueSession(t.db, 'k'.repeat(40), user);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => rotateSession(t.db, 'k'.repeat(40), session.refresh)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const live = await t.db('refresh_tokens').where({ user_id: user.id }).whereNull('revoked_at');
    expect(live).toHaveLength(1);
  });

  it('cleans up expired refresh tokens and old rate-limit windows only', async () => {
    const user = await createUser(t.db, { username: 'cleaner', email: 'cleaner@example.ru', password: 'secret-pass-1', role: 'student' });
    await issueSession(t.db, 'k'.repeat(40), user);
    await t.db('refresh_tokens').insert({ user_id: user.id, token_hash: 'e'.repeat(64), expires_at: new Date(Date.now() - 1000) });
    await hitRateLimit(t.db, 'fresh-key', { limit: 5, windowSeconds: 60 });
    await t.db('rate_limits').insert({ key: 'old-key', window_start: new Date(Date.now() - 2 * 86_400_000), hits: 1 });

    expect(await deleteExpiredRefreshTokens(t.db)).toBe(1);
    expect(await deleteExpiredRateLimits(t.db, 86_400)).toBe(1);
    expect(await t.db('refresh_tokens').where({ user_id: user.id })).toHaveLength(1);
    expect((await t.db('rate_limits').select('key')).map((r: { key: string }) => r.key)).toEqual(['fresh-key']);
  });
});
