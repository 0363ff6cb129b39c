import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { createUser } from '../users/create-user';
import { deleteExpiredRateLimits, hitRateLimit } from './rate-limit';
import { deleteEndedSessions, deleteExpiredRefreshTokens, endAllSessions, endSession, issueSession, rotateSession } from './sessions';

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

  it('keeps one session id along the chain of rotated refresh tokens', async () => {
    const user = await createUser(t.db, { username: 'chain', email: 'chain@example.ru', password: 'secret-pass-1', role: 'student' });
    const first = await issueSession(t.db, 'k'.repeat(40), user);
    const second = await rotateSession(t.db, 'k'.repeat(40), first.refresh);
    const third = await rotateSession(t.db, 'k'.repeat(40), second.refresh);
    expect([second.sessionId, third.sessionId]).toEqual([first.sessionId, first.sessionId]);
    expect(await t.db('refresh_tokens').where({ session_id: first.sessionId })).toHaveLength(3);
  });

  it('never leaves a live refresh token behind "end everywhere" racing with rotations', async () => {
    const user = await createUser(t.db, { username: 'racing_out', email: 'racing_out@example.ru', password: 'secret-pass-1', role: 'student' });
    const sessions = await Promise.all(Array.from({ length: 6 }, () => issueSession(t.db, 'k'.repeat(40), user)));
    await Promise.allSettled([...sessions.map((s) => rotateSession(t.db, 'k'.repeat(40), s.refresh)), endAllSessions(t.db, user.id)]);
    const liveTokens = await t.db('refresh_tokens as r').join('sessions as s', 's.id', 'r.session_id').where('r.user_id', user.id).whereNull('r.revoked_at').whereNull('s.ended_at');
    expect(liveTokens).toHaveLength(0);
  });

  it('cleans up expired refresh tokens, ended and expired sessions and old rate-limit windows only', async () => {
    const user = await createUser(t.db, { username: 'cleaner', email: 'cleaner@example.ru', password: 'secret-pass-1', role: 'student' });
    const live = await issueSession(t.db, 'k'.repeat(40), user);
    const ended = await issueSession(t.db, 'k'.repeat(40), user);
    await endSession(t.db, { refreshToken: ended.refresh });
    await t.db('sessions').insert({ user_id: user.id, expires_at: new Date(Date.now() - 1000) });
    await t.db('refresh_tokens').insert({ user_id: user.id, session_id: live.sessionId, token_hash: 'e'.repeat(64), expires_at: new Date(Date.now() - 1000) });
    await hitRateLimit(t.db, 'fresh-key', { limit: 5, windowSeconds: 60 });
    await t.db('rate_limits').insert({ key: 'old-key', window_start: new Date(Date.now() - 2 * 86_400_000), hits: 1 });

    expect(await deleteExpiredRefreshTokens(t.db)).toBe(1);
    expect(await deleteEndedSessions(t.db)).toBeGreaterThanOrEqual(2);
    expect(await t.db('sessions').whereNotNull('ended_at')).toHaveLength(0);
    expect(await deleteExpiredRateLimits(t.db, 86_400)).toBe(1);
    expect((await t.db('sessions').where({ user_id: user.id }).select('id')).map((r: { id: number }) => r.id)).toEqual([live.sessionId]);
    expect(await t.db('refresh_tokens').where({ user_id: user.id })).toHaveLength(1);
    expect((await t.db('rate_limits').select('key')).map((r: { key: string }) => r.key)).toEqual(['fresh-key']);
  });
});
