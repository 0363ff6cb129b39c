import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettableClock } from '@ege/core/clock/clock';
import type { Pet, PetInteraction } from '@ege/core/pet/pet-schemas';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { HttpClient } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

// Monday 2026-11-23, 12:00 in Moscow.
const clock = createSettableClock('2026-11-23T09:00:00Z');
let t: TestApp;
let taskIds: number[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  taskIds = await Promise.all([1, 2, 3].map((i) => insertTask(t.deps.db, { type: 1, difficulty: 1, text: `<p>Задача ${i}</p>`, answer: { kind: 'field', value: '42' } })));
});
afterAll(async () => t.close());

const url = '/api/users/pet/';
async function petOf(client: HttpClient): Promise<Pet> {
  const response = await client.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Pet;
}
const act = (client: HttpClient, action: unknown) => client.request('POST', '/api/users/pet/interact/', { json: { action } });
async function done(client: HttpClient, action: string): Promise<PetInteraction> {
  const response = await act(client, action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PetInteraction;
}
const solve = (client: HttpClient, taskId: number) => client.request('POST', '/api/tasks/check/', { json: { task_id: taskId, user_answer: '42', solving_time: 20 } });

describe('the pet', () => {
  it('is fed with treats earned by solves, plays once a Moscow day, and follows the clock', async () => {
    const student = await signIn(t, 'student');
    expect(await petOf(student)).toEqual({
      name: 'Байт',
      satiety: 60,
      mood: 'sad',
      mood_text: 'Скучает',
      treats: 0,
      days_without_practice: null,
      played_today: false,
      petted_today: false,
      affection: 0,
      can_feed: false,
      can_play: true,
    });
    const hungryForNothing = await act(student, 'feed');
    expect(hungryForNothing.statusCode).toBe(409);
    expect(hungryForNothing.json()).toMatchObject({ detail: 'Нет лакомств: решите задачу, чтобы получить лакомство' });

    await solve(student, taskIds[0]!);
    await solve(student, taskIds[0]!); // the same task again earns nothing
    expect(await petOf(student)).toMatchObject({ treats: 1, mood: 'happy', days_without_practice: 0, can_feed: true });
    expect(await done(student, 'feed')).toMatchObject({ message: 'Байт съел лакомство. Спасибо!', pet: { satiety: 85, treats: 0, can_feed: false } });

    expect(await done(student, 'play')).toMatchObject({ message: 'Байт наигрался и повеселел', pet: { satiety: 75, played_today: true, can_play: false, mood: 'happy' } });
    const again = await act(student, 'play');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'Сегодня уже играли — Байт ждёт вас завтра' });

    expect(await done(student, 'pet')).toMatchObject({ message: 'Байт довольно мурлычет', pet: { affection: 1, petted_today: true } });
    expect((await done(student, 'pet')).pet.affection).toBe(1);

    // Tuesday 00:00 in Moscow, 12 hours later: a new day, yesterday's practice keeps it calm.
    clock.set('2026-11-23T21:00:00Z');
    expect(await petOf(student)).toMatchObject({ satiety: 63, mood: 'calm', days_without_practice: 1, played_today: false, petted_today: false, can_play: true });
    expect((await done(student, 'play')).pet).toMatchObject({ satiety: 53, mood: 'happy' });
    expect((await done(student, 'pet')).pet.affection).toBe(2);

    // Thursday 00:00 in Moscow: three days since Monday's solve, 48 hours since the play: hungry.
    clock.set('2026-11-25T21:00:00Z');
    expect(await petOf(student)).toMatchObject({ satiety: 5, mood: 'hungry', mood_text: 'Голоден', days_without_practice: 3, can_play: false });
    const weak = await act(student, 'play');
    expect(weak.statusCode).toBe(409);
    expect(weak.json()).toMatchObject({ detail: 'Байт голоден: сначала покормите его' });

    await solve(student, taskIds[1]!);
    await solve(student, taskIds[2]!);
    expect(await petOf(student)).toMatchObject({ treats: 2, days_without_practice: 0, mood: 'hungry' });
    // Two feeds at once with two treats spend both; a third finds none.
    const feeds = await Promise.all([act(student, 'feed'), act(student, 'feed'), act(student, 'feed')]);
    expect(feeds.map((response) => response.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await petOf(student)).toMatchObject({ satiety: 55, treats: 0, mood: 'happy' });
  });

  it('appears once however many first reads come at once', async () => {
    const student = await signIn(t, 'student');
    const reads = await Promise.all(Array.from({ length: 8 }, () => student.request('GET', url)));
    expect(reads.map((response) => response.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    const { id } = (await student.request('GET', '/api/users/profile/')).json() as { id: number };
    expect(await t.deps.db('pets').where({ user_id: id }).count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('refuses an unknown action with 400 and a Russian message, and a guest with 401', async () => {
    const student = await signIn(t, 'student');
    for (const action of ['dance', '', 42, undefined]) {
      const response = await act(student, action);
      expect(response.statusCode, String(action)).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Неизвестное действие с питомцем: доступны feed (покормить), play (поиграть) и pet (погладить)' });
    }
    const guest = new HttpClient(t.app);
    expect((await guest.request('GET', url)).statusCode).toBe(401);
    expect((await act(guest, 'feed')).statusCode).toBe(401);
  });
});
