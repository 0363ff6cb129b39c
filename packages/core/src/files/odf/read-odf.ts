/**
 * Reads back the files `zip-store`/`build-ods`/`build-odt` write, so a task's `solve()` can work
 * from the very bytes a student downloads rather than from a copy of the data. Deliberately narrow:
 * STORED or DEFLATED entries and our own XML shape — it is a checker for our files, not a general reader.
 */
import { inflateRawSync } from 'node:zlib';
import { crc32 } from './zip-store';

/** Entries of a ZIP with STORED or DEFLATED entries, found through the central directory; CRCs are verified. */
export function readZipStored(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('readZipStored: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error('readZipStored: bad central directory entry');
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 20);
    const fullSize = zip.readUInt32LE(p + 24);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLen);
    if (method !== 0 && method !== 8) throw new Error(`readZipStored: ${name} has compression method ${method}`);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`readZipStored: bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    if (data.length !== fullSize) throw new Error(`readZipStored: size mismatch in ${name}`);
    if (crc32(data) !== crc) throw new Error(`readZipStored: CRC mismatch in ${name}`);
    out.set(name, data);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

function unescapeXml(s: string): string {
  return s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '');
}

/** The text of one `<text:p>` body, undoing the space/tab/line-break encoding of `textSpans`. */
function paragraphText(xml: string): string {
  return unescapeXml(
    xml
      .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
      .replace(/<text:s\/>/g, ' ')
      .replace(/<text:tab\/>/g, '\t')
      .replace(/<text:line-break\/>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

function contentXml(file: Buffer): string {
  const content = readZipStored(file).get('content.xml');
  if (!content) throw new Error('read-odf: no content.xml');
  return content.toString('utf8');
}

/** The sides of a cell with a border line (any line the automatic style draws). */
export type ReadBorders = { top?: true; right?: true; bottom?: true; left?: true };

export type ReadSheet = {
  name: string;
  rows: (string | number)[][];
  /** Only for a sheet with bordered cells: each cell's sides, by row and column. */
  borders?: ReadBorders[][];
};

/** The automatic cell styles' borders by style name. */
function cellBorderStyles(xml: string): Map<string, ReadBorders> {
  const styles = new Map<string, ReadBorders>();
  for (const s of xml.matchAll(/<style:style style:name="([^"]+)" style:family="table-cell">([\s\S]*?)<\/style:style>/g)) {
    const borders: ReadBorders = {};
    for (const b of (s[2] ?? '').matchAll(/fo:border-(top|right|bottom|left)="([^"]*)"/g)) if (b[2] !== 'none') borders[b[1] as keyof ReadBorders] = true;
    styles.set(s[1]!, borders);
  }
  return styles;
}

/** Sheets of an .ods: float cells as numbers, string cells as text, empty cells as ''; bordered cells' sides. */
export function readOds(file: Buffer): ReadSheet[] {
  const xml = contentXml(file);
  const styles = cellBorderStyles(xml);
  const sheets: ReadSheet[] = [];
  for (const t of xml.matchAll(/<table:table table:name="([^"]*)">([\s\S]*?)<\/table:table>/g)) {
    const rows: (string | number)[][] = [];
    const borders: ReadBorders[][] = [];
    let bordered = false;
    for (const r of (t[2] ?? '').matchAll(/<table:table-row>([\s\S]*?)<\/table:table-row>/g)) {
      const cells: (string | number)[] = [];
      const rowBorders: ReadBorders[] = [];
      for (const c of (r[1] ?? '').matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)) {
        const attrs = c[1] ?? '';
        const value = /office:value-type="float" office:value="([^"]*)"/.exec(attrs);
        cells.push(value ? Number(value[1]) : paragraphText(c[2] ?? ''));
        const style = /table:style-name="([^"]*)"/.exec(attrs);
        const sidesOf = style ? styles.get(style[1]!) : undefined;
        if (sidesOf && Object.keys(sidesOf).length > 0) bordered = true;
        rowBorders.push({ ...sidesOf });
      }
      rows.push(cells);
      borders.push(rowBorders);
    }
    // buildOds writes one empty cell for an empty row; read it back as the empty row it was.
    const sheet: ReadSheet = { name: unescapeXml(t[1] ?? ''), rows: rows.map((r) => (r.length === 1 && r[0] === '' ? [] : r)) };
    if (bordered) sheet.borders = borders;
    sheets.push(sheet);
  }
  return sheets;
}

/** Paragraphs of an .odt in document order (table cells included, one paragraph per cell). */
export function readOdtParagraphs(file: Buffer): string[] {
  const xml = contentXml(file);
  return [...xml.matchAll(/<text:p>([\s\S]*?)<\/text:p>|<text:p\/>/g)].map((m) => paragraphText(m[1] ?? ''));
}
