import { extname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresFileStorage } from '@ege/core/storage/postgres-file-storage';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { seedDemoBank } from './seed-demo-bank';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.close();
});

// ../shared/EXAM.md: the exam's file formats in 2026.
const fileFormats: Record<number, string> = { 3: '.ods', 9: '.ods', 18: '.ods', 22: '.ods', 10: '.odt', 17: '.txt', 24: '.txt', 26: '.txt', 27: '.txt' };

describe('the demo bank', () => {
  it('is seeded once, also when two starters race, with five tasks of every type and five 19-21 blocks', async () => {
    const storage = createPostgresFileStorage(t.db);
    const [first, second] = await Promise.all([seedDemoBank(t.db, storage), seedDemoBank(t.db, storage)]);
    expect(first.tasks + second.tasks).toBeGreaterThanOrEqual(24 * 5);
    expect(Math.min(first.tasks, second.tasks)).toBe(0);
    expect(await seedDemoBank(t.db, storage)).toEqual({ tasks: 0, blocks: 0 });

    const perType = (await t.db('tasks').whereNull('block_id').groupBy('type').select('type', t.db.raw('count(*)::int as n'))) as { type: number; n: number }[];
    for (const type of [...Array.from({ length: 18 }, (_, i) => i + 1), 22, 23, 24, 25, 26, 27]) {
      expect(perType.find((row) => row.type === type)?.n ?? 0, `type ${type}`).toBeGreaterThanOrEqual(5);
    }
    const blocks = (await t.db('task_blocks').count({ n: '*' }).first()) as { n: number };
    expect(blocks.n).toBeGreaterThanOrEqual(5);
    const questions = (await t.db('tasks').whereNotNull('block_id').groupBy('block_id').select(t.db.raw('array_agg(type order by block_position) as types'))) as { types: number[] }[];
    expect(questions.every((q) => q.types.join() === '19,20,21')).toBe(true);
  });

  it("writes every demo 'Разбор', and puts it back into a bank seeded before it existed", async () => {
    const storage = createPostgresFileStorage(t.db);
    const withSolution = (await t.db('tasks').whereNotNull('seed_key').whereNotNull('solution').select('seed_key', 'solution')) as { seed_key: string; solution: string }[];
    const first = withSolution.find((row) => row.seed_key === 't05-1');
    expect(first?.solution).toContain('<pre><code class="language-python">');
    // An older bank: seeded, but without solutions.
    await t.db('tasks').whereNotNull('seed_key').update({ solution: null });
    expect(await seedDemoBank(t.db, storage)).toEqual({ tasks: 0, blocks: 0 });
    const restored = (await t.db('tasks').whereNotNull('seed_key').whereNotNull('solution').count({ n: '*' }).first()) as { n: string };
    expect(Number(restored.n)).toBe(withSolution.length);
  });

  it('hands out the files each type needs, in the exam formats, readable from storage', async () => {
    for (const [type, extension] of Object.entries(fileFormats)) {
      const files = (await t.db('task_attachments as a').join('tasks as t', 't.id', 'a.task_id').where('t.type', Number(type)).select('a.file', 'a.name')) as { file: string; name: string }[];
      expect(files.length, `type ${type}`).toBeGreaterThanOrEqual(5);
      for (const file of files) {
        expect(extname(file.name), `type ${type}: ${file.name}`).toBe(extension);
        const bytes = await createPostgresFileStorage(t.db).read(file.file);
        expect(bytes.length).toBeGreaterThan(0);
        if (extension !== '.txt') expect(bytes.subarray(0, 2).toString()).toBe('PK');
      }
    }
  });
});
