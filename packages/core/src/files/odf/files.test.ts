import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../generators/seeded-random';
import { buildOds } from './build-ods';
import { buildOdt } from './build-odt';
import { buildTxt } from '../build-txt';
import { readOds, readOdtParagraphs, readZipStored } from './read-odf';
import { crc32, tableCrc32, zipStore } from './zip-store';

/** A strict-enough well-formedness check: every tag closes in order, attributes are quoted, entities known. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.-]*(?::[\w.-]+)?)((?:\s+[\w.-]+(?::[\w.-]+)?="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    const text = body.slice(i, lt < 0 ? body.length : lt);
    expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<>]/);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(body);
    if (!m) throw new Error(`malformed tag at ${lt}: ${body.slice(lt, lt + 60)}`);
    const [, close, name, attrs, selfClose] = m;
    expect(attrs?.replace(/="[^"]*"/g, '')).not.toMatch(/[&<>]/);
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) {
      if (stack.length === 0) roots++;
      stack.push(name ?? '');
    } else if (stack.length === 0) roots++;
    i = tag.lastIndex;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

describe('zipStore', () => {
  it('computes CRC-32 like zlib', () => {
    for (const s of ['', 'a', 'mimetype', 'Привет, мир'.repeat(50)]) {
      expect(crc32(Buffer.from(s))).toBe(zlibCrc32(Buffer.from(s)));
      expect(tableCrc32(Buffer.from(s))).toBe(zlibCrc32(Buffer.from(s)));
    }
  });

  it('writes stored entries that read back, the first one first', () => {
    const zip = zipStore([
      { name: 'mimetype', data: 'application/x-test' },
      { name: 'dir/данные.bin', data: Buffer.from([0, 1, 2, 255]) },
    ]);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt16LE(8)).toBe(0); // stored
    expect(zip.readUInt16LE(28)).toBe(0); // no extra field before the mimetype bytes
    expect(zip.toString('ascii', 30, 38)).toBe('mimetype');
    expect(zip.toString('ascii', 38, 56)).toBe('application/x-test');
    const entries = readZipStored(zip);
    expect([...entries.keys()]).toEqual(['mimetype', 'dir/данные.bin']);
    expect(entries.get('dir/данные.bin')).toEqual(Buffer.from([0, 1, 2, 255]));
  });

  it('is deterministic and rejects duplicates', () => {
    const entries = [{ name: 'a.txt', data: 'x' }];
    expect(zipStore(entries).equals(zipStore(entries))).toBe(true);
    expect(() => zipStore([...entries, ...entries])).toThrow();
  });
});

describe('buildOds', () => {
  const file = buildOds([
    { name: 'Лист 1', rows: [['Имя & <фамилия>', 'Число'], ['a  b\tc', 3.5], [1, -2, '']] },
    { name: 'Пусто', rows: [] },
  ]);

  it('is an ODF package with the mimetype first and well-formed XML', () => {
    const entries = readZipStored(file);
    expect([...entries.keys()][0]).toBe('mimetype');
    expect(entries.get('mimetype')?.toString()).toBe('application/vnd.oasis.opendocument.spreadsheet');
    for (const name of ['META-INF/manifest.xml', 'content.xml', 'styles.xml', 'meta.xml']) assertWellFormedXml(entries.get(name)?.toString() ?? '');
    expect(entries.get('content.xml')?.toString()).toContain('<table:table-cell office:value-type="float" office:value="3.5">');
  });

  it('reads back the same cells', () => {
    expect(readOds(file)).toEqual([
      { name: 'Лист 1', rows: [['Имя & <фамилия>', 'Число'], ['a  b\tc', 3.5], [1, -2, '']] },
      // An empty sheet is written with one empty row (the schema wants a row), read back as such.
      { name: 'Пусто', rows: [[]] },
    ]);
  });

  it('deflates the cells on request, and reads them back the same', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => [i, i % 7, 'строка']);
    const stored = buildOds([{ name: 'Лист1', rows }]);
    const deflated = buildOds([{ name: 'Лист1', rows }], { deflate: true });
    expect(deflated.length).toBeLessThan(stored.length / 5);
    expect(deflated.toString('ascii', 30, 38)).toBe('mimetype');
    expect(deflated.readUInt16LE(8)).toBe(0); // the mimetype stays stored
    expect(JSON.stringify(readOds(deflated))).toBe(JSON.stringify(readOds(stored)));
    expect(readZipStored(deflated).get('content.xml')?.equals(readZipStored(stored).get('content.xml') ?? Buffer.alloc(0))).toBe(true);
  });

  it('draws thick borders as automatic cell styles and reads back which sides each cell has', () => {
    const bordered = buildOds([{ name: 'Стены', rows: [[1, 2], [3, '']], borders: [[{ right: true, top: true }, { top: true }], [undefined, { bottom: true, left: true }]] }]);
    assertWellFormedXml(readZipStored(bordered).get('content.xml')?.toString() ?? '');
    expect(readOds(bordered)).toEqual([
      { name: 'Стены', rows: [[1, 2], [3, '']], borders: [[{ top: true, right: true }, { top: true }], [{}, { bottom: true, left: true }]] },
    ]);
  });

  it('rejects what would not open', () => {
    expect(() => buildOds([])).toThrow();
    expect(() => buildOds([{ name: 'a/b', rows: [] }])).toThrow();
    expect(() => buildOds([{ name: 'x', rows: [[Number.NaN]] }])).toThrow();
    expect(() => buildOds([{ name: 'x', rows: [['\u0001']] }])).toThrow();
  });
});

describe('buildOdt', () => {
  const file = buildOdt([
    { kind: 'p', text: 'Первый  абзац & <b>\nвторая строка' },
    { kind: 'table', rows: [['a', 'b'], ['c']] },
  ]);

  it('is an ODF text with well-formed XML', () => {
    const entries = readZipStored(file);
    expect([...entries.keys()][0]).toBe('mimetype');
    expect(entries.get('mimetype')?.toString()).toBe('application/vnd.oasis.opendocument.text');
    for (const name of ['META-INF/manifest.xml', 'content.xml', 'styles.xml', 'meta.xml']) assertWellFormedXml(entries.get(name)?.toString() ?? '');
  });

  it('reads back the same paragraphs', () => {
    expect(readOdtParagraphs(file)).toEqual(['Первый  абзац & <b>\nвторая строка', 'a', 'b', 'c', '']);
  });
});

describe('buildTxt', () => {
  it('joins lines with a trailing newline', () => {
    expect(buildTxt([1, 'ab', 30]).toString()).toBe('1\nab\n30\n');
  });
});

describe('seededRandom', () => {
  it('is deterministic and stays in range', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const x = a.int(-3, 7);
      expect(b.int(-3, 7)).toBe(x);
      expect(x).toBeGreaterThanOrEqual(-3);
      expect(x).toBeLessThanOrEqual(7);
      const f = a.next();
      b.next();
      expect(f >= 0 && f < 1).toBe(true);
    }
    expect(seededRandom(1).next()).not.toBe(seededRandom(2).next());
    expect(['x', 'y']).toContain(a.pick(['x', 'y']));
  });
});
