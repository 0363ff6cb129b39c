import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import type { VariantPage } from '@ege/core/variants/variant-schemas';
import { HttpClient, trpcData } from '@ege/tools/test/http-client';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

let t: TestApp;
let taskIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  taskIds = [];
  for (let i = 0; i < 3; i++) taskIds.push(await insertTask(t.deps.db, { type: 1, difficulty: 1, text: `<p>Задание ${i}</p>`, answer: { kind: 'field', value: `${i}` } }));
});
afterAll(async () => t.close());

const userIdOf = async (client: HttpClient): Promise<number> => ((await client.request('GET', '/api/users/profile/')).json() as { id: number }).id;

/**
 * Variants written straight into the tables, `count` of them with created_at one minute apart and
 * every fifth sharing its neighbour's time, so the id has to break ties. Returns their ids.
 */
async function insertVariants(ownerId: number, count: number, fields: { name?: (i: number) => string; is_public?: boolean; source?: string } = {}): Promise<number[]> {
  const base = Date.parse('2026-10-01T08:00:00.123Z');
  const rows = Array.from({ length: count }, (_, i) => ({
    name: fields.name?.(i) ?? `Вариант ${i}`,
    owner_id: ownerId,
    is_public: fields.is_public ?? false,
    source: fields.source ?? null,
    created_at: new Date(base + Math.floor(i / 5) * 5 * 60_000 + (i % 5 === 4 ? 3 : i % 5) * 60_000),
  }));
  const ids = ((await t.deps.db('variants').insert(rows).returning('id')) as { id: number }[]).map((row) => row.id);
  await t.deps.db('variant_tasks').insert(ids.flatMap((id) => taskIds.map((taskId, position) => ({ variant_id: id, position: position + 1, task_id: taskId }))));
  return ids;
}

async function page(client: HttpClient, query: string): Promise<VariantPage> {
  const response = await client.request('GET', `/api/tasks/variants/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VariantPage;
}

/** Every page of a tab, following next_cursor; `between` runs after the first page. */
async function readAll(client: HttpClient, query: string, between?: () => Promise<unknown>): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const result = await page(client, `${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    ids.push(...result.results.map((variant) => variant.id));
    cursor = result.next_cursor;
    if (++pages === 1) await between?.();
  } while (cursor !== null && pages < 50);
  return { ids, pages };
}

const newestFirst = (ids: number[], createdAt: Map<number, number>) =>
  [...ids].sort((a, b) => createdAt.get(b)! - createdAt.get(a)! || b - a);

describe('the variants list in keyset pages', () => {
  it('pages through 45 variants 20 at a time: newest first, none twice, none missing, stable under an insert between pages', async () => {
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const ids = await insertVariants(studentId, 45);
    const stranger = await signIn(t, 'student');
    const strangerIds = await insertVariants(await userIdOf(stranger), 5, { name: (i) => `Чужой ${i}` });
    const rows = (await t.deps.db('variants').whereIn('id', ids).select('id', 'created_at')) as { id: number; created_at: Date }[];
    const createdAt = new Map(rows.map((row) => [row.id, row.created_at.getTime()]));

    const first = await page(student, 'tab=mine');
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ task_count: 3, tasks: [{ id: taskIds[0] }, { id: taskIds[1] }, { id: taskIds[2] }], progress: { solved: 0, total: 3 } });
    expect(first.next_cursor).toEqual(expect.any(String));

    let inserted = 0;
    const all = await readAll(student, 'tab=mine', async () => {
      // Made while the student reads: newer than everything listed, so it belongs before page 1, not in a later page.
      const made = await student.request('POST', '/api/tasks/variants/', { json: { name: 'Новый', tasks: [taskIds[0]] } });
      inserted = (made.json() as { id: number }).id;
    });
    expect(all.pages).toBe(3);
    expect(all.ids).toEqual(newestFirst(ids, createdAt));
    expect(all.ids).not.toContain(inserted);
    expect(new Set(all.ids).size).toBe(45);
    for (const id of strangerIds) expect(all.ids).not.toContain(id);

    const again = await readAll(student, 'tab=mine&page_size=7');
    expect(again.pages).toBe(7);
    expect(again.ids).toEqual([inserted, ...newestFirst(ids, createdAt)]);
  });

  it('never lists another user’s private variant, in any tab or without one, and merges own and public ones without a tab', async () => {
    const owner = await signIn(t, 'student');
    const ownerId = await userIdOf(owner);
    const own = await insertVariants(ownerId, 25);
    const admin = await signIn(t, 'admin');
    const adminId = await userIdOf(admin);
    const publicOnes = await insertVariants(adminId, 3, { is_public: true, name: (i) => `Публичный ${i}` });
    const adminPrivate = await insertVariants(adminId, 3, { name: (i) => `Личный админа ${i}` });
    const reader = await signIn(t, 'student');

    for (const query of ['', 'tab=mine', 'tab=homework', 'tab=public', 'tab=homework&detached=true']) {
      const seen = (await readAll(reader, query)).ids;
      for (const id of [...own, ...adminPrivate]) expect(seen).not.toContain(id);
    }
    const guest = new HttpClient(t.app);
    expect((await readAll(guest, 'tab=mine')).ids).toEqual([]);
    expect((await readAll(guest, '')).ids).toEqual(expect.arrayContaining(publicOnes));

    const visible = await readAll(owner, 'page_size=10');
    expect(visible.ids).toEqual(expect.arrayContaining([...own, ...publicOnes]));
    expect(new Set(visible.ids).size).toBe(visible.ids.length);
    for (const id of adminPrivate) expect(visible.ids).not.toContain(id);
  });

  it('keeps the tabs apart: homework variants by source or by their old names, detached ones only without an assignment', async () => {
    const student = await signIn(t, 'student');
    const studentId = await userIdOf(student);
    const names = ['Вариант из ДЗ', 'Вариант ДЗ 12.03', 'Вариант ДЗ ', 'Вариант из ДЗ 2', 'Вариант ДЗ', 'вариант дз 1', ' Вариант ДЗ 1', 'Мой вариант'];
    const byName = await insertVariants(studentId, names.length, { name: (i) => names[i]! });
    const [bySource] = await insertVariants(studentId, 1, { name: () => 'Любое название', source: 'homework' });
    const [generated] = await insertVariants(studentId, 1, { name: () => 'Сгенерированный', source: 'generator' });
    const [linked] = await insertVariants(studentId, 1, { name: () => 'Вариант ДЗ 01.11.2026', source: 'homework' });
    await t.deps.db('homework_assignments').insert({ user_id: studentId, variant_id: linked });

    const homework = new Set((await readAll(student, 'tab=homework')).ids);
    const mine = new Set((await readAll(student, 'tab=mine')).ids);
    const expectedHomework = [byName[0], byName[1], byName[2], bySource, linked];
    expect([...homework].sort()).toEqual([...expectedHomework].sort());
    expect([...mine].sort()).toEqual([byName[3], byName[4], byName[5], byName[6], byName[7], generated].sort());
    expect((await readAll(student, 'tab=homework&detached=true')).ids.sort()).toEqual([byName[0], byName[1], byName[2], bySource].sort());
  });

  it('keeps times apart to the microsecond: a page ending between two variants a microsecond apart loses neither', async () => {
    const student = await signIn(t, 'student');
    const ids = await insertVariants(await userIdOf(student), 4);
    const times = ['2026-10-05 10:00:00.123457+00', '2026-10-05 10:00:00.123456+00', '2026-10-05 10:00:00.123456+00', '2026-10-05 10:00:00.123455+00'];
    for (const [i, id] of ids.entries()) await t.deps.db.raw('UPDATE variants SET created_at = ?::timestamptz WHERE id = ?', [times[i]!, id]);
    const expected = [ids[0]!, Math.max(ids[1]!, ids[2]!), Math.min(ids[1]!, ids[2]!), ids[3]!];
    expect((await readAll(student, 'tab=mine&page_size=1')).ids).toEqual(expected);
  });

  it('answers 400 with a Russian message to a tampered cursor or a bad page size, never 500', async () => {
    const student = await signIn(t, 'student');
    await insertVariants(await userIdOf(student), 3);
    const { next_cursor } = await page(student, 'tab=mine&page_size=1');
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const tampered = [
      'x',
      '%00',
      `${next_cursor}!`,
      next_cursor!.slice(0, -3),
      'a'.repeat(300),
      encode(['2026-02-30T10:00:00.000000Z', 5]),
      encode(['2026-10-01T25:00:00.000000Z', 5]),
      encode(['0001-01-01T00:00:00.000000Z', 5]),
      encode(['2026-10-01T10:00:00.000000Z', -1]),
      encode(['2026-10-01T10:00:00.000000Z', 2 ** 40]),
      encode(['2026-10-01T10:00:00.000000Z', '5']),
      encode(["2026-10-01T10:00:00.000000Z' OR 1=1 --", 5]),
      encode({ at: '2026-10-01T10:00:00.000000Z', id: 5 }),
      encode(['2026-10-01T10:00:00.000000Z', 5, 6]),
      Buffer.from('not json').toString('base64url'),
    ];
    for (const cursor of tampered) {
      const response = await student.request('GET', `/api/tasks/variants/?tab=mine&cursor=${encodeURIComponent(cursor)}`);
      expect(response.statusCode, `${cursor}: ${response.body}`).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(/курсор/i);
    }
    for (const size of ['0', '101', 'abc', '-5']) {
      const response = await student.request('GET', `/api/tasks/variants/?page_size=${size}`);
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { detail: string }).detail).toMatch(/Размер страницы/);
    }
    const overTrpc = await student.trpcQuery('variants.list', { tab: 'mine', cursor: 'испорчен' });
    expect(overTrpc.statusCode).toBe(400);
  });

  it('pages the same over tRPC, where the first page comes with cursor null as the infinite query sends it', async () => {
    const student = await signIn(t, 'student');
    const ids = await insertVariants(await userIdOf(student), 5);
    const first = trpcData<VariantPage>(await student.trpcQuery('variants.list', { tab: 'mine', cursor: null, page_size: 3, direction: 'forward' }));
    const second = trpcData<VariantPage>(await student.trpcQuery('variants.list', { tab: 'mine', cursor: first.next_cursor, page_size: 3 }));
    expect([...first.results, ...second.results].map((variant) => variant.id).sort()).toEqual([...ids].sort());
    expect(second.next_cursor).toBeNull();
  });
});
