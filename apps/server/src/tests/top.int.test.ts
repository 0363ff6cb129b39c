import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import { awardExperience } from '@ege/core/experience/award-experience';
import type { TopList } from '@ege/core/top/top-schemas';
import type { HttpClient } from '@ege/tools/test/http-client';
import { HttpClient as Client } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// A Tuesday, two weeks before the week tests' Sunday.
const clock = createSettableClock('2026-11-10T09:00:00Z');
let t: TestApp;
let source = 0;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

type Student = { client: HttpClient; id: number; username: string };
async function student(points: number): Promise<Student> {
  const client = await signIn(t, 'student');
  const { id, username } = (await client.request('GET', '/api/users/profile/')).json() as { id: number; username: string };
  if (points > 0) await give(id, points);
  return { client, id, username };
}
const give = (userId: number, amount: number) => t.deps.db.transaction((trx) => awardExperience(trx, { userId, amount, sourceKind: 'solve', sourceId: `top-${++source}`, at: clock.now() }));
async function topOf(client: HttpClient, query: string): Promise<TopList> {
  const response = await client.request('GET', `/api/users/top/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TopList;
}
const places = (list: TopList) => list.top.map((row) => [row.username, row.points, row.place]);

describe('the top of all time', () => {
  it('shares a place between ties (1, 2, 2, 4), marks the caller, and places the caller outside the list', async () => {
    const [a, b, c, d, me] = [await student(250), await student(130), await student(130), await student(10), await student(5)];
    await student(0); // no points: never listed, and above nobody
    await t.deps.db('user_achievements').insert(['solved-1', 'solved-10'].map((achievement_id) => ({ user_id: a.id, achievement_id, earned_at: clock.now() })));

    const list = await topOf(me.client, '?limit=3');
    expect(list.period).toBe('all');
    expect(list.week_start).toBeNull();
    expect(places(list)).toEqual([
      [a.username, 250, 1],
      [b.username, 130, 2],
      [c.username, 130, 2],
    ]);
    expect(list.top[0]).toMatchObject({ id: a.id, experience_points: 250, level: 3, achievements_count: 2, avatar: null, isCurrent: false });
    expect(list.top[1]).toMatchObject({ id: b.id, achievements_count: 0 });
    expect(list.top.some((row) => row.isCurrent)).toBe(false);
    expect(list.current_user).toMatchObject({ id: me.id, username: me.username, points: 5, place: 5, isCurrent: true });

    const wide = await topOf(c.client, '');
    expect(places(wide)).toEqual([
      [a.username, 250, 1],
      [b.username, 130, 2],
      [c.username, 130, 2],
      [d.username, 10, 4],
      [me.username, 5, 5],
    ]);
    expect(wide.top.filter((row) => row.isCurrent).map((row) => row.id)).toEqual([c.id]);
    expect(wide.current_user).toMatchObject({ id: c.id, place: 2, isCurrent: true });

    // Without points the caller is below everyone who has any.
    const newcomer = await student(0);
    expect((await topOf(newcomer.client, '?limit=1')).current_user).toMatchObject({ id: newcomer.id, points: 0, place: 6, level: 1 });
  });

  it('refuses a limit out of 1–100 and an unknown period with 400 and a Russian message, and a guest with 401', async () => {
    const me = await student(0);
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5']) {
      const response = await me.client.request('GET', `/api/users/top/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Размер топа — целое число от 1 до 100' });
    }
    const period = await me.client.request('GET', '/api/users/top/?period=month');
    expect(period.statusCode).toBe(400);
    expect(period.json()).toMatchObject({ detail: 'Период — all (всё время) или week (эта неделя)' });
    expect((await topOf(me.client, '?limit=100')).top.length).toBeGreaterThan(0);
    const guest = await new Client(t.app).request('GET', '/api/users/top/');
    expect(guest.statusCode).toBe(401);
  });
});

describe('the top of this week', () => {
  it('counts from Monday 00:00 Moscow time: Sunday 23:59 is last week, Monday 00:00 the new one', async () => {
    clock.set('2026-11-29T20:59:00Z'); // Sunday 23:59 in Moscow
    const late = await student(40);
    const rival = await student(0);
    await give(rival.id, 40);
    const me = await student(0);
    const lastWeek = await topOf(me.client, '?period=week');
    expect(lastWeek.week_start).toBe('2026-11-23');
    expect(places(lastWeek)).toEqual([
      [late.username, 40, 1],
      [rival.username, 40, 1],
    ]);
    expect(lastWeek.current_user).toMatchObject({ id: me.id, points: 0, place: 3 });

    clock.set('2026-11-29T21:00:00Z'); // Monday 00:00 in Moscow: a new week, nobody has points yet
    const empty = await topOf(me.client, '?period=week');
    expect(empty.week_start).toBe('2026-11-30');
    expect(empty.top).toEqual([]);
    expect(empty.current_user).toMatchObject({ id: me.id, points: 0, place: 1 });

    await give(me.id, 10);
    await give(rival.id, 3);
    const week = await topOf(me.client, '?period=week');
    expect(places(week)).toEqual([
      [me.username, 10, 1],
      [rival.username, 3, 2],
    ]);
    expect(week.top[0]).toMatchObject({ isCurrent: true, experience_points: 10 });
    // The total still counts last week's points: the level and experience_points are all-time.
    expect(week.top[1]).toMatchObject({ experience_points: 43, level: 1, isCurrent: false });
    expect(week.current_user).toMatchObject({ id: me.id, place: 1 });

    const allTime = await topOf(me.client, '?period=all&limit=100');
    expect(allTime.top.find((row) => row.id === rival.id)).toMatchObject({ points: 43 });
  });
});

describe("the students' top", () => {
  it('lists no staff account and counts none above a student, of all time and of the week', async () => {
    clock.set('2026-12-02T09:00:00Z'); // a Wednesday of a week no other test gives points in
    const staff: { client: HttpClient; id: number }[] = [];
    for (const [role, points] of [['author', 300_000], ['teacher', 200_000], ['admin', 150_000], ['moderator', 120_000]] as const) {
      const client = await signIn(t, role);
      const { id } = (await client.request('GET', '/api/users/profile/')).json() as { id: number };
      await give(id, points);
      staff.push({ client, id });
    }
    const leader = await student(100_000);
    const second = await student(60_000);
    for (const period of ['all', 'week']) {
      const list = await topOf(second.client, `?period=${period}&limit=2`);
      expect(list.top.map((row) => [row.id, row.place])).toEqual([
        [leader.id, 1],
        [second.id, 2],
      ]);
      expect(list.current_user).toMatchObject({ id: second.id, place: 2 });
      // A staff member reads the top too, outside it, placed among the students by points.
      const seen = await topOf(staff[0]!.client, `?period=${period}&limit=100`);
      expect(seen.top.some((row) => staff.some((member) => member.id === row.id))).toBe(false);
      expect(seen.current_user).toMatchObject({ id: staff[0]!.id, place: 1, isCurrent: true });
    }
  });
});
