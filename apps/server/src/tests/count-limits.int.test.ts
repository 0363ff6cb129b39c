import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '@ege/core/storage/file-storage';
import { documentFixtures } from '@ege/core/tasks/checking/document-fixtures';
import { insertTask } from '@ege/core/tasks/authoring/insert-task';
import { signIn } from '@ege/tools/test/sign-in';
import { createTestApp, type TestApp } from '@ege/tools/test/test-app';

/* Issue 11 §3: count limits hold when the requests arrive all at once (lockAndCount, docs/decisions/017). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function formWith(field: string, data: Buffer, name: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([data]), name);
  return form;
}

/** Runs `work` with the app's storage noting every key it saves, so the test can look for leftovers. */
async function recordingSaves<T>(work: () => Promise<T>): Promise<{ result: T; saved: string[] }> {
  const real = t.deps.storage;
  const saved: string[] = [];
  t.deps.storage = new Proxy(real, {
    get(target, property) {
      if (property === 'save') {
        return async (key: string, data: Buffer) => {
          saved.push(key);
          await target.save(key, data);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as FileStorage;
  try {
    return { result: await work(), saved };
  } finally {
    t.deps.storage = real;
  }
}

async function expectOnlyStored(saved: readonly string[], kept: readonly string[]): Promise<void> {
  expect(kept.every((key) => saved.includes(key))).toBe(true);
  for (const key of saved) expect(await t.deps.storage.stat(key), key).toEqual(kept.includes(key) ? expect.anything() : null);
}

describe('count limits under concurrency', () => {
  it('stores exactly 4 of 20 simultaneous attachments to one comment, rows and files', async () => {
    const taskId = await insertTask(t.deps.db, { type: 1, difficulty: 1, text: '<p>x</p>', answer: { kind: 'field', value: '1' } });
    const author = await signIn(t, 'student');
    const created = await author.request('POST', '/api/comments/', { json: { text: 'Картинки', content_type: 'task', app_label: 'tasks', object_id: taskId, parent: null } });
    const { id } = created.json() as { id: number };

    const { result: responses, saved } = await recordingSaves(() =>
      Promise.all(Array.from({ length: 20 }, () => author.request('POST', `/api/comments/${id}/attachments/`, { payload: formWith('file', png, 'a.png') }))),
    );

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refusals = responses.filter((r) => r.statusCode !== 200);
    expect(refusals).toHaveLength(16);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(400);
      expect(refusal.json()).toEqual({ detail: 'Можно приложить не более 4 файлов' });
    }
    const rows = (await t.deps.db('comment_attachments').where({ comment_id: id }).select('file')) as { file: string }[];
    expect(rows).toHaveLength(4);
    await expectOnlyStored(saved, rows.map((row) => row.file));
  });

  it('keeps a task at 4 attachments when edits adding them arrive at once', async () => {
    const author = await signIn(t, 'author');
    const created = await author.request('POST', '/api/tasks/tasks/', { json: { type: 9, difficulty: 1, text: '<p>Файлы</p>', answer: '5' } });
    expect(created.statusCode, created.body).toBe(200);
    const taskId = (created.json() as { tasks: { id: number }[] }).tasks[0]!.id;

    const { result: responses, saved } = await recordingSaves(() =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) => author.request('PUT', `/api/tasks/tasks/${taskId}/`, { payload: formWith('attachments', documentFixtures.txt, `${i}.txt`) })),
      ),
    );

    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    for (const refusal of responses.filter((r) => r.statusCode !== 200)) {
      expect(refusal.json()).toEqual({ detail: 'Можно выбрать не более 4 файлов', errors: { attachments: ['Можно выбрать не более 4 файлов'] } });
    }
    const rows = (await t.deps.db('task_attachments').where({ task_id: taskId }).select('file')) as { file: string }[];
    expect(rows).toHaveLength(4);
    await expectOnlyStored(saved, rows.map((row) => row.file));
  });
});
