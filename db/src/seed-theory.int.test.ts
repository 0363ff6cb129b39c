import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ege/tools/test/test-database';
import { seedTheory } from './seed-theory';

const bundledDir = fileURLToPath(new URL('../../apps/web/public/theory/', import.meta.url));

let t: TestDatabase;
let pagesDir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  pagesDir = mkdtempSync(join(tmpdir(), 'theory-pages-'));
  cpSync(bundledDir, pagesDir, { recursive: true });
});
afterAll(async () => {
  await t.close();
  rmSync(pagesDir, { recursive: true, force: true });
});

type Row = { id: number; task_number: number; title: string; content: string; status: string; seed_hash: string | null };

describe('seeding theory from the bundled pages', () => {
  it('publishes one page per type once, also when two starters race', async () => {
    const [first, second] = await Promise.all([seedTheory(t.db, pagesDir), seedTheory(t.db, pagesDir)]);
    expect(first.created + second.created).toBe(25);
    expect(await seedTheory(t.db, pagesDir)).toEqual({ created: 0, refreshed: 0 });
    const rows = (await t.db('theory').orderBy('task_number').select()) as Row[];
    expect(rows.map((row) => row.task_number)).toEqual([...Array.from({ length: 19 }, (_, i) => i + 1), 22, 23, 24, 25, 26, 27]);
    expect(rows.every((row) => row.status === 'published' && row.content.includes('<h2>'))).toBe(true);
    expect(rows.find((row) => row.task_number === 19)?.title).toMatch(/^Задания 19–21/);
  });

  it('brings an untouched seeded row up to a newer bundled page, and leaves an edited one alone', async () => {
    const page5 = join(pagesDir, '5', 'text.html');
    const page6 = join(pagesDir, '6', 'text.html');
    await t.db('theory').where({ task_number: 6 }).update({ content: '<p>Правка редактора</p>', seed_hash: null });
    writeFileSync(page5, readFileSync(page5, 'utf8').replace('</main>', '<p>Новый абзац выпуска</p></main>'));
    writeFileSync(page6, readFileSync(page6, 'utf8').replace('</main>', '<p>Новый абзац выпуска</p></main>'));

    expect(await seedTheory(t.db, pagesDir)).toEqual({ created: 0, refreshed: 1 });
    const five = (await t.db('theory').where({ task_number: 5 }).first()) as Row;
    const six = (await t.db('theory').where({ task_number: 6 }).first()) as Row;
    expect(five.content).toContain('Новый абзац выпуска');
    expect(six.content).toBe('<p>Правка редактора</p>');
  });

  it('seeds again only a type left with no row at all', async () => {
    await t.db('theory').where({ task_number: 7 }).del();
    expect(await seedTheory(t.db, pagesDir)).toEqual({ created: 1, refreshed: 0 });
  });
});
