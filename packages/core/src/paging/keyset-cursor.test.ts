import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { decodeKeysetCursor, encodeKeysetCursor, firstPageCursor, toKeysetPage } from './keyset-cursor';

const at = '2026-11-24T20:15:03.123456Z';
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('keyset cursors', () => {
  it('round-trips a time to the microsecond and an id; none, null or empty is the first page', () => {
    expect(decodeKeysetCursor(encodeKeysetCursor({ at, id: 42 }))).toEqual({ at, id: 42 });
    for (const none of [undefined, null, '']) expect(decodeKeysetCursor(none)).toEqual(firstPageCursor);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('{').toString('base64url')],
    ['an object', encode({ at, id: 1 })],
    ['three items', encode([at, 1, 2])],
    ['a string id', encode([at, '1'])],
    ['id 0', encode([at, 0])],
    ['an id past int4', encode([at, 2_147_483_648])],
    ['a fractional id', encode([at, 1.5])],
    ['milliseconds only', encode(['2026-11-24T20:15:03.123Z', 1])],
    ['an offset instead of Z', encode(['2026-11-24T20:15:03.123456+03:00', 1])],
    ['30 February', encode(['2026-02-30T00:00:00.000000Z', 1])],
    ['hour 24', encode(['2026-11-24T24:00:00.000000Z', 1])],
    ['before 1970', encode(['1969-12-31T23:59:59.000000Z', 1])],
    ['infinity', encode(['infinity', 1])],
  ])('refuses %s with a 400 naming the cursor', (_, raw) => {
    try {
      decodeKeysetCursor(raw);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'BAD_REQUEST', fields: { cursor: [expect.stringMatching(/курсор/)] } });
    }
  });

  it('cuts the extra row off and points the next cursor after the page’s last item', () => {
    const rows = [3, 2, 1].map((id) => ({ id, sort_at: `2026-11-0${id}T00:00:00.000000Z` }));
    const page = toKeysetPage(rows, 2, (row) => row.id);
    expect(page.results).toEqual([3, 2]);
    expect(decodeKeysetCursor(page.next_cursor!)).toEqual({ at: '2026-11-02T00:00:00.000000Z', id: 2 });
    expect(toKeysetPage(rows, 3, (row) => row.id).next_cursor).toBeNull();
  });
});
