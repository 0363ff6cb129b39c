import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DemoAnswer, DemoTask } from '../demo-task';
import { blockGames, blocks1921, q20Values } from './blocks-19-21';
import { type14Tasks } from './type-14';
import { type15Tasks } from './type-15';
import { type16Tasks } from './type-16';
import { type17Tasks } from './type-17';
import { type18Grids, type18Tasks } from './type-18';
import { HEADER, row, type22Processes, type22Tasks } from './type-22';
import { type23Tasks } from './type-23';
import { type24Tasks } from './type-24';
import { type25Tasks } from './type-25';
import { type26Tasks } from './type-26';
import { clusters, readPoints, type27Clouds, type27Tasks } from './type-27';

const byType: Record<number, DemoTask[]> = {
  14: type14Tasks,
  15: type15Tasks,
  16: type16Tasks,
  17: type17Tasks,
  18: type18Tasks,
  22: type22Tasks,
  23: type23Tasks,
  24: type24Tasks,
  25: type25Tasks,
  26: type26Tasks,
  27: type27Tasks,
};
const allTasks = Object.values(byType).flat();

/** The answer layout the trainer expects for each type (rows × columns; 25 has 1–10 rows). */
function checkShape(type: number, answer: DemoAnswer): void {
  const numeric = /^-?\d+$/;
  if ([14, 15, 16, 19, 21, 22, 23, 24].includes(type)) {
    expect(answer.kind).toBe('field');
    if (answer.kind === 'field') expect(answer.value).toMatch(numeric);
    return;
  }
  expect(answer.kind).toBe('table');
  if (answer.kind !== 'table') return;
  if (type === 25) {
    expect(answer.rows.length).toBeGreaterThanOrEqual(1);
    expect(answer.rows.length).toBeLessThanOrEqual(10);
  } else {
    expect(answer.rows.length).toBe(type === 27 ? 2 : 1);
  }
  for (const r of answer.rows) {
    expect(r).toHaveLength(2);
    for (const cell of r) expect(cell).toMatch(numeric);
  }
}

/** Task HTML must stay inert: no scripts, handlers, external images or links. */
function checkHtml(html: string): void {
  expect(html.trim()).not.toBe('');
  expect(html).not.toMatch(/<script|<iframe|<img|\son\w+\s*=|javascript:|src\s*=|href\s*=/i);
}

// ——— a minimal .ods reader (ZIP central directory → content.xml → rows), enough for these files ———

function zipEntry(zip: Buffer, wanted: string): Buffer {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a ZIP file');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLen);
    if (name === wanted) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 8 ? inflateRawSync(data) : Buffer.from(data);
    }
    at += 46 + nameLen + extraLen + commentLen;
  }
  throw new Error(`no ${wanted} in the ZIP file`);
}

const unescapeXml = (s: string): string =>
  s
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_, n: string | undefined) => ' '.repeat(Number(n ?? 1)))
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** Rows of the first sheet: numbers for float cells, strings for string cells, '' for empty ones. */
function readOds(file: Buffer): (string | number)[][] {
  expect(zipEntry(file, 'mimetype').toString('utf8')).toBe('application/vnd.oasis.opendocument.spreadsheet');
  const xml = zipEntry(file, 'content.xml').toString('utf8');
  const sheet = /<table:table [^>]*>([\s\S]*?)<\/table:table>/.exec(xml)?.[1] ?? '';
  const rows = [...sheet.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map((m) => m[1] ?? '');
  return rows.map((r) => {
    const cells: (string | number)[] = [];
    for (const c of r.matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
      const attrs = c[1] ?? '';
      const repeat = Number(/table:number-columns-repeated="(\d+)"/.exec(attrs)?.[1] ?? 1);
      const value = /office:value-type="float"/.test(attrs) ? Number(/office:value="([^"]*)"/.exec(attrs)?.[1]) : unescapeXml(c[2] ?? '');
      for (let i = 0; i < repeat; i++) cells.push(value);
    }
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}

const file = (task: DemoTask, name: string): Buffer => {
  const f = task.files?.find((x) => x.name === name);
  if (!f) throw new Error(`${task.key} has no file ${name}`);
  return f.build();
};

describe('demo bank, types 14–18 and 22–27', () => {
  it('has at least five tasks of each type with unique, well-formed keys', () => {
    for (const [type, tasks] of Object.entries(byType)) {
      expect(tasks.length, `type ${type}`).toBeGreaterThanOrEqual(5);
      for (const t of tasks) {
        expect(t.type).toBe(Number(type));
        expect(t.key).toMatch(new RegExp(`^t${type}-\\d+$`));
        expect([1, 2, 3]).toContain(t.difficulty);
      }
      for (let i = 1; i <= 5; i++) expect(tasks.map((t) => t.key)).toContain(`t${type}-${i}`);
    }
    const keys = allTasks.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(allTasks.map((t) => [t.key, t] as const))('%s: solve() recomputes the literal answer', (_key, task) => {
    expect(task.solve()).toEqual(task.answer);
    checkShape(task.type, task.answer);
    checkHtml(task.text);
  });

  it('hands out the exam formats: .txt for 17/24/26/27, .ods for 18/22, nothing for the rest', () => {
    const expected: Record<number, string[]> = { 17: ['17.txt'], 18: ['18.ods'], 22: ['22.ods'], 24: ['24.txt'], 26: ['26.txt'], 27: ['27_A.txt', '27_B.txt'] };
    for (const t of allTasks) {
      expect((t.files ?? []).map((f) => f.name), t.key).toEqual(expected[t.type] ?? []);
      for (const f of t.files ?? []) {
        const bytes = f.build();
        // Deterministic: the same bytes on every build, and small enough to seed.
        expect(bytes.equals(f.build()), `${t.key} ${f.name}`).toBe(true);
        expect(bytes.length).toBeLessThan(f.name === '27_B.txt' ? 200_000 : 150_000);
        if (f.name.endsWith('.txt')) expect(bytes.toString('utf8').endsWith('\n')).toBe(true);
      }
    }
  });

  it('18: each .ods grid reads back as the grid solve() uses', () => {
    for (const t of type18Tasks) expect(readOds(file(t, '18.ods')), t.key).toEqual(type18Grids[t.key]);
  });

  it('22: each .ods table reads back as the processes solve() uses', () => {
    for (const t of type22Tasks) {
      const list = type22Processes[t.key] ?? [];
      expect(readOds(file(t, '22.ods')), t.key).toEqual([HEADER, ...list.map(row)]);
    }
  });

  it('27: clustering the files finds exactly the generated clusters, anomalies left out', () => {
    for (const t of type27Tasks) {
      const clouds = type27Clouds[t.key];
      if (!clouds) throw new Error(`no clouds for ${t.key}`);
      for (const [name, stars] of [
        ['27_A.txt', clouds.a],
        ['27_B.txt', clouds.b],
      ] as const) {
        const points = readPoints({ name, build: () => file(t, name) });
        expect(points.map((p) => [p.ux, p.uy])).toEqual(stars.map((s) => [s.x, s.y]));
        // Same partition: every found cluster is exactly one generated label, and all labels are found.
        const labelOf = new Map(stars.map((s) => [`${s.x},${s.y}`, s.label]));
        const found = clusters(points).map((c) => new Set(c.map((p) => labelOf.get(`${p.ux},${p.uy}`))));
        for (const labels of found) expect(labels.size).toBe(1);
        const generated = new Set(stars.filter((s) => s.label >= 0).map((s) => s.label));
        expect(new Set(found.map((l) => [...l][0])).size).toBe(generated.size);
        expect(found.reduce((n, c) => n + c.size, 0)).toBe(generated.size);
        expect(clusters(points).reduce((n, c) => n + c.length, 0)).toBe(stars.filter((s) => s.label >= 0).length);
      }
    }
  });
});

describe('demo bank, 19–21 blocks', () => {
  it('has at least five blocks with unique keys and three questions 19, 20, 21', () => {
    expect(blocks1921.length).toBeGreaterThanOrEqual(5);
    const keys = blocks1921.map((b) => b.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of blocks1921) {
      expect(b.key).toMatch(/^b1921-\d+$/);
      expect([1, 2, 3]).toContain(b.difficulty);
      checkHtml(b.condition);
      expect(b.questions.map((q) => q.type)).toEqual([19, 20, 21]);
    }
  });

  it.each(blocks1921.flatMap((b) => b.questions.map((q) => [`${b.key} / ${q.type}`, q] as const)))('%s: solve() recomputes the literal answer', (_k, q) => {
    expect(q.solve()).toEqual(q.answer);
    checkShape(q.type, q.answer);
    checkHtml(q.question);
  });

  it('20 asks for «two values» and the game has exactly two', () => {
    for (const b of blocks1921) expect(q20Values(blockGames[b.key] ?? (undefined as never)), b.key).toHaveLength(2);
  });
});
