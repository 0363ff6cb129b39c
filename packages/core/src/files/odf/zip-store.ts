/**
 * A minimal ZIP writer with STORED (uncompressed) entries — enough for OpenDocument files, whose
 * spec requires the `mimetype` entry first and uncompressed — and, on request, DEFLATED ones (a
 * generator's exam-sized sheets shrink thirtyfold). The CRC-32 is zlib's where Node has it, else
 * from a table built here: the same numbers on every Node 20+ minor.
 */
import * as zlib from 'node:zlib';

export type ZipEntry = { name: string; data: Buffer | string; deflate?: boolean };

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3, as ZIP uses it) from the table: for a Node without `zlib.crc32`. */
export function tableCrc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

// zlib's own CRC-32 (Node 20.15+, 22.2+) gives the same numbers ~50 times faster on a generator's megabytes.
const nativeCrc32 = (zlib as { crc32?: (data: Buffer) => number }).crc32;

/** CRC-32 (IEEE 802.3, as ZIP uses it). */
export function crc32(data: Buffer): number {
  return nativeCrc32 ? nativeCrc32(data) >>> 0 : tableCrc32(data);
}

// A fixed timestamp (1980-01-01 00:00, the DOS epoch) keeps the bytes identical on every build.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
// Bit 11: names are UTF-8 (harmless for ASCII names, correct for Cyrillic ones).
const FLAG_UTF8 = 0x0800;

export function zipStore(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const seen = new Set<string>();

  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`zipStore: duplicate entry ${entry.name}`);
    seen.add(entry.name);
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const crc = crc32(data);
    const stored = entry.deflate ? zlib.deflateRawSync(data, { level: 6 }) : data;
    const method = entry.deflate ? 8 : 0;
    const version = entry.deflate ? 20 : 10;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(version, 4); // version needed: 1.0 (stored) or 2.0 (deflated)
    local.writeUInt16LE(FLAG_UTF8, 6);
    local.writeUInt16LE(method, 8); // 0 stored, 8 deflated
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field (ODF wants none on `mimetype`)
    locals.push(local, name, stored);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by: 2.0, MS-DOS attributes
    central.writeUInt16LE(version, 6);
    central.writeUInt16LE(FLAG_UTF8, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number, internal and external attributes: all 0
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + stored.length;
  }

  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}
