import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { createSettableClock } from '../clock/clock';
import { createUser } from './create-user';
import { verifyAccessToken } from './access-token';
import { deleteExpiredRateLimits, hitRateLimit } from '../rate-limit/rate-limit';
import { deleteEndedSessions, deleteExpiredRefreshTokens, endAllSessions, endSession, issueSession, rotateSession, rotationGraceSeconds } from './sessions';

const secret = 'k'.repeat(40);
const clock = createSettableClock();
let t: TestDatabase;
let deps: { db: TestDatabase['db']; tokenSecret: string; clock: typeof clock };
beforeAll(async () => {
  t = await createTestDatabase();
  deps = { db: t.db, tokenSecret: secret, clock };
});
afterAll(async () => t.close());

describe('session storage', () => {
  it('spends a refresh token once under concurrent use: one successor, the others get access to the same session', async () => {
    const user = await createUser(t.db, { username: 'rotator', email: 'rotator@example.ru', password: 'secret-pass-1', role: 'student' });
    const session = await issueSession(t.db, secret, user);
    const results = await Promise.all(Array.from({ length: 10 }, () => rotateSession(deps, session.refresh)));
    expect(results.filter((r) => r.refresh !== null)).toHaveLength(1);
    expect(new Set(results.map((r) => r.sessionId))).toEqual(new Set([session.sessionId]));
    for (const r of results) expect(verifyAccessToken(r.access, secret)?.sid).toBe(session.sessionId);
    const live = await t.db('refresh_tokens').where({ user_id: user.id }).whereNull('revoked_at');
    expect(live).toHaveLength(1);
  });

  it('lets a token spent within the grace window buy access to its successor\'s session, and refuses it after', async () => {
    const user = await createUser(t.db, { username: 'two_tabs', email: 'two_tabs@example.ru', password: 'secret-pass-1', role: 'student' });
    const first = await issueSession(t.db, secret, user);
    const winner = await rotateSession(deps, first.refresh);
    clock.advance((rotationGraceSeconds - 1) * 1000);
    const loser = await rotateSession(deps, first.refresh);
    expect(loser).toMatchObject({ refresh: null, sessionId: winner.sessionId });
    expect(verifyAccessToken(loser.access, secret)).toMatchObject({ sub: user.id, sid: first.sessionId });
    // The winner's successor is still the one live token, and it still rotates.
    const next = await rotateSession(deps, winner.refresh!);
    expect(next.refresh).toEqual(expect.any(String));
    clock.advance(2000);
    await expect(rotateSession(deps, first.refresh)).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'Сессия истекла. Войдите снова.' });
  });

  it('refuses a token spent within the grace window once its session has ended everywhere', async () => {
    const user = await createUser(t.db, { username: 'grace_out', email: 'grace_out@example.ru', password: 'secret-pass-1', role: 'student' });
    const first = await issueSession(t.db, secret, user);
    const winner = await rotateSession(deps, first.refresh);
    await endAllSessions(t.db, user.id);
    await expect(rotateSession(deps, first.refresh)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rotateSession(deps, winner.refresh!)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps one session id along the chain of rotated refresh tokens', async () => {
    const user = await createUser(t.db, { username: 'chain', email: 'chain@example.ru', password: 'secret-pass-1', role: 'student' });
    const first = await issueSession(t.db, secret, user);
    const second = await rotateSession(deps, first.refresh);
    const third = await rotateSession(deps, second.refresh!);
    expect([second.sessionId, third.sessionId]).toEqual([first.sessionId, first.sessionId]);
    expect(await t.db('refresh_tokens').where({ session_id: first.sessionId })).toHaveLength(3);
  });

  it('never leaves a live refresh token behind "end everywhere" racing with rotations', async () => {
    const user = await createUser(t.db, { username: 'racing_out', email: 'racing_out@example.ru', password: 'secret-pass-1', role: 'student' });
    const sessions = await Promise.all(Array.from({ length: 6 }, () => issueSession(t.db, secret, user)));
    await Promise.allSettled([...sessions.map((s) => rotateSession(deps, s.refresh)), endAllSessions(t.db, user.id)]);
    const liveTokens = await t.db('refresh_tokens as r').join('sessions as s', 's.id', 'r.session_id').where('r.user_id', user.id).whereNull('r.revoked_at').whereNull('s.ended_at');
    expect(liveTokens).toHaveLength(0);
  });

  it('cleans up expired refresh tokens, ended and expired sessions and old rate-limit windows only', async () => {
    const user = await createUser(t.db, { username: 'cleaner', email: 'cleaner@example.ru', password: 'secret-pass-1', role: 'student' });
    const live = await issueSession(t.db, secret, user);
    const ended = await issueSession(t.db, secret, user);
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
