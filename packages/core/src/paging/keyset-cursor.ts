import { AppError } from '../errors/app-error';
import { badCursorMessage } from './keyset-page-fields';

/**
 * Where a keyset page ends: the last item's sort time (as PostgreSQL holds it, to the microsecond)
 * and its id. The client gets it as an opaque string and hands it back for the next page.
 */
export type KeysetCursor = { at: string; id: number };

/** Before every item: the first page. 'infinity' sorts after any time, so one statement serves every page. */
export const firstPageCursor: KeysetCursor = { at: 'infinity', id: 0 };

const microsecondTime = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/**
 * The cursor a client sent back, checked to the last character: anything else (edited, truncated,
 * from another version) is a 400, never a value that reaches SQL unchecked.
 */
export function decodeKeysetCursor(raw: string | null | undefined): KeysetCursor {
  if (raw === undefined || raw === null || raw === '') return firstPageCursor;
  const cursor = parseCursor(raw);
  if (!cursor) throw new AppError('BAD_REQUEST', badCursorMessage, { fields: { cursor: [badCursorMessage] } });
  return cursor;
}

function parseCursor(raw: string): KeysetCursor | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [at, id] = value as unknown[];
  if (typeof at !== 'string' || typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const year = microsecondTime.exec(at)?.[1];
  if (!year || Number(year) < 1970) return null;
  // A well-formed string may still name no real time (30 February, hour 25): the round trip catches it.
  const millisecondForm = `${at.slice(0, 23)}Z`;
  const parsed = new Date(millisecondForm);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString() !== millisecondForm ? null : { at, id };
}

/**
 * A time column as a cursor's `at`: UTC to the microsecond, the form decodeKeysetCursor accepts. The
 * colons are quoted literals, so that no `:word` in the statement reads as a named binding.
 */
export function sortKeySql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24":"MI":"SS.US"Z"')`;
}

/**
 * One page out of page_size + 1 rows read: the extra row only says that another page follows, and
 * the cursor points after the page's last item.
 */
export function toKeysetPage<Row extends { sort_at: string; id: number }, Item>(
  rows: Row[],
  pageSize: number,
  toItem: (row: Row) => Item,
): { results: Item[]; next_cursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    results: page.map(toItem),
    next_cursor: rows.length > pageSize && last ? encodeKeysetCursor({ at: last.sort_at, id: last.id }) : null,
  };
}
