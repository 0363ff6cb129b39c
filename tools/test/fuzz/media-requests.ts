import fc from 'fast-check';
import { mediaUrlPrefix } from '@ege/core/storage/file-storage';
import { encodeValue, type FuzzRequest } from './fuzz-requests';
import { forbiddenText } from './malformed-values';

/** Files the fuzz stores before it runs, so that generated paths also reach real files (ranges, ETags). */
export const storedMediaKeys = ['tasks/1/abcdef012345-file.txt', 'avatars/1-aa.png', 'comments/ab.png'];

// No dot segments: inject() resolves them as a browser does ('/media/../x' is '/x'), so they would leave /media.
const oddSegments = ['', '.a', '..a', '%00', 'a%00b.png', '%ED%A0%80', '%ED%B0%80x', '%F0%9F%98%80', '%D0%B6', '%C0%AF', '%FF', '%', '%zz', '%2F', '%5C', '..%2F..', '%0A', '%7F', '%C2%85', 'a'.repeat(600), '%20', 'ж', '?', '#'];
// Short: the fuzz's megabyte strings would only measure how fast a long URL is refused.
const oddText = fc.oneof(forbiddenText, fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 20 }));
const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...oddSegments, 'tasks', 'avatars', 'comments', '1', 'abcdef012345-file.txt', '1-aa.png') },
  { weight: 3, arbitrary: oddText.map(encodeValue) },
  // Any bytes at all, so invalid UTF-8 and every control character come up.
  { weight: 2, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')) },
).filter((segment) => !/^(\.|%2e){1,2}$/i.test(segment));
const oddHeader = fc.oneof(fc.constantFrom('', 'bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=0-', 'bytes=abc', 'bytes=0-1,2-3', `bytes=${'9'.repeat(30)}-`, '*', '"x"', 'W/"x"'), fc.string({ maxLength: 30 }));

/** A GET or HEAD of a generated path under /media, a real key's path now and then, with odd ranges and validators. */
export const mediaRequestArbitrary: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD'),
    path: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...storedMediaKeys.map(encodeURI)) },
      { weight: 5, arbitrary: fc.array(pathSegment, { minLength: 1, maxLength: 5 }).map((segments) => segments.join('/')) },
    ),
    query: fc.option(oddText.map((value) => `?v=${encodeValue(value)}`), { nil: '' }),
    headers: fc.record({ range: oddHeader, 'if-none-match': oddHeader, 'if-range': oddHeader }, { requiredKeys: [] }),
  })
  .map(({ method, path, query, headers }) => ({ operation: `${method} /media/*`, role: 'guest', method, url: `${mediaUrlPrefix}${path}${query}`, headers }));
