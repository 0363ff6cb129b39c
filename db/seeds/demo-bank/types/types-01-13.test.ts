import { describe, expect, it } from 'vitest';
import type { DemoTask } from '../demo-task';
import { readOds } from '@ege/core/files/odf/read-odf';
import { type01Tasks } from './type-01';
import { type02Tasks } from './type-02';
import { type03Tasks } from './type-03';
import { type04Tasks } from './type-04';
import { type05Tasks } from './type-05';
import { type06Tasks } from './type-06';
import { type07Tasks } from './type-07';
import { type08Tasks } from './type-08';
import { type09Data, type09Tasks } from './type-09';
import { type10Tasks } from './type-10';
import { type11Tasks } from './type-11';
import { type12Tasks } from './type-12';
import { type13Tasks } from './type-13';

const byType: [number, DemoTask[]][] = [
  [1, type01Tasks],
  [2, type02Tasks],
  [3, type03Tasks],
  [4, type04Tasks],
  [5, type05Tasks],
  [6, type06Tasks],
  [7, type07Tasks],
  [8, type08Tasks],
  [9, type09Tasks],
  [10, type10Tasks],
  [11, type11Tasks],
  [12, type12Tasks],
  [13, type13Tasks],
];
const all = byType.flatMap(([, tasks]) => tasks);

/** The exam's file formats for the types here that hand out a file. */
const FILE_EXT: Record<number, string> = { 3: '.ods', 9: '.ods', 10: '.odt' };

describe('demo bank, types 1–13', () => {
  it.each(byType)('type %i has at least five well-formed tasks', (type, tasks) => {
    expect(tasks.length).toBeGreaterThanOrEqual(5);
    const nn = String(type).padStart(2, '0');
    tasks.forEach((t, i) => {
      expect(t.type).toBe(type);
      expect(t.key).toBe(`t${nn}-${i + 1}`);
      expect([1, 2, 3]).toContain(t.difficulty);
      expect(t.answer.kind).toBe('field');
      if (t.answer.kind === 'field') expect(t.answer.value).not.toBe('');
    });
    expect(new Set(tasks.map((t) => t.difficulty)).size).toBeGreaterThan(1);
  });

  it('keys are unique', () => {
    expect(new Set(all.map((t) => t.key)).size).toBe(all.length);
  });

  it('texts are small safe HTML in Russian', () => {
    for (const t of all) {
      expect(t.text.trim().length, t.key).toBeGreaterThan(50);
      expect(t.text, t.key).toMatch(/[а-яё]/i);
      expect(t.text, t.key).not.toMatch(/<script|<img|<iframe|\son\w+\s*=|javascript:/i);
      // Only the tags the brief allows.
      for (const m of t.text.matchAll(/<\/?([a-z0-9]+)/gi)) expect(['p', 'table', 'tr', 'td', 'sub', 'sup', 'pre', 'code'], t.key).toContain(m[1]);
    }
  });

  it.each(all.map((t) => [t.key, t] as const))('%s: solve() recomputes the literal answer', (_key, t) => {
    expect(t.solve()).toEqual(t.answer);
  });

  it('files have the exam formats, are deterministic and small', () => {
    for (const t of all) {
      const ext = FILE_EXT[t.type];
      if (!ext) {
        expect(t.files ?? [], t.key).toEqual([]);
        continue;
      }
      expect(t.files?.length, t.key).toBe(1);
      for (const f of t.files ?? []) {
        expect(f.name.endsWith(ext), `${t.key} ${f.name}`).toBe(true);
        const a = f.build();
        expect(a.equals(f.build()), t.key).toBe(true);
        expect(a.length, t.key).toBeLessThan(200 * 1024);
      }
    }
  });
});

/**
 * An independent, deliberately naive reader for the test: walk the local file headers to find
 * content.xml, then pull the float cells row by row. It shares no code with read-odf.ts, so a bug
 * there cannot hide a mismatch between the file and what solve() works from.
 */
function naiveOdsRows(file: Buffer): number[][] {
  let p = 0;
  while (file.readUInt32LE(p) === 0x04034b50) {
    const size = file.readUInt32LE(p + 18);
    const nameLen = file.readUInt16LE(p + 26);
    const extraLen = file.readUInt16LE(p + 28);
    const name = file.toString('utf8', p + 30, p + 30 + nameLen);
    const start = p + 30 + nameLen + extraLen;
    if (name === 'content.xml') {
      const xml = file.toString('utf8', start, start + size);
      return xml
        .split('<table:table-row>')
        .slice(1)
        .map((row) => [...row.split('</table:table-row>')[0]!.matchAll(/office:value="([^"]+)"/g)].map((m) => Number(m[1])));
    }
    p = start + size;
  }
  throw new Error('no content.xml');
}

describe('type 9 files', () => {
  it.each(type09Tasks.map((t) => [t.key, t] as const))('%s: the .ods holds exactly the generated rows', (key, t) => {
    const rows = type09Data.get(key);
    expect(rows?.length).toBeGreaterThan(100);
    const file = t.files?.[0]?.build();
    expect(file).toBeDefined();
    expect(naiveOdsRows(file as Buffer)).toEqual(rows);
    // …and the reader solve() goes through sees the same rows.
    expect(readOds(file as Buffer)[0]?.rows).toEqual(rows);
  });
});
