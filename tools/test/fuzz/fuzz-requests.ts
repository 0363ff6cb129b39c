import fc from 'fast-check';
import { inputValue, malformedValue, oddString, type FuzzPool } from './malformed-values';
import type { Operation, RestOperation, TrpcOperation } from './read-operations';

export const fuzzRoles = ['guest', 'student', 'teacher', 'admin'] as const;
export type FuzzRole = (typeof fuzzRoles)[number];

/** One generated request, as app.inject takes it, plus who sends it. */
export type FuzzRequest = {
  operation: string;
  role: FuzzRole;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const oddPathParams = ['-1', '0', '1.5', 'abc', '9'.repeat(30), '%00', '%D0%B6', '%ED%A0%80', '%F0%9F%98%80', '1e3', '%201', '0x1F', 'NaN', 'Infinity', '..%2F..', '%', '%zz', 'a'.repeat(250)];
const fileFields = ['file', 'image', 'avatar', 'attachments[]', 'solution_document', 'files', 'text'];
const fileNames = ['a.png', 'a.pdf', 'answers.txt', 'data.xlsx', '', 'a\u0000.png', 'ж.png', '../../x.png', 'a'.repeat(300) + '.txt', 'noext', 'a.exe', 'a.svg', '😀.png'];
// A 1×1 PNG, so the image checks get past the magic bytes.
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const fileContent: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(tinyPng),
  fc.constant(Buffer.from('%PDF-1.4\n%%EOF\n')),
  fc.constant(Buffer.from('1 2 3\n4 5 6\n')),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.concat([tinyPng.subarray(0, 20), Buffer.from('<svg onload=alert(1)>')])),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);
const badJson = ['{', '[1,', 'nul', '{"a":}', '"\u0000"', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '1e999999', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '\uFEFF{}', '', ' ', 'null', '[]', '"text"', '123'];
const contentTypes = ['application/json', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml'];

/** encodeURIComponent, except that a lone surrogate is sent as the (invalid) UTF-8 bytes of its code unit. */
export function encodeValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => (ch.length === 1 && /[\uD800-\uDFFF]/.test(ch) ? cesuOf(ch) : encodeURIComponent(ch))).join('');
  }
}

function cesuOf(ch: string): string {
  const code = ch.charCodeAt(0);
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

function queryOf(entries: [string, unknown][]): string {
  const parts = entries.flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => [key, item] as const) : [[key, value] as const]));
  return parts.map(([key, value]) => `${encodeValue(key)}=${encodeValue(asText(value))}`).join('&');
}

/** A form-data body, well-formed or broken on purpose. */
function multipartOf(fields: Record<string, unknown>, files: { field: string; name: string; data: Buffer }[], breakage: string): { payload: Buffer; type: string } {
  const boundary = 'fuzzboundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`));
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  if (breakage === 'truncated') return { payload: whole.subarray(0, Math.floor(whole.length / 2)), type: `multipart/form-data; boundary=${boundary}` };
  if (breakage === 'no boundary') return { payload: whole, type: 'multipart/form-data' };
  if (breakage === 'other boundary') return { payload: whole, type: 'multipart/form-data; boundary=other' };
  if (breakage === 'garbage') return { payload: Buffer.from('--fuzzboundary\r\n\r\n\r\n--'), type: `multipart/form-data; boundary=${boundary}` };
  return { payload: whole, type: `multipart/form-data; boundary=${boundary}` };
}

const files = fc.array(fc.record({ field: fc.constantFrom(...fileFields), name: fc.constantFrom(...fileNames), data: fileContent }), { maxLength: 3 });

type Body = { payload?: string | Buffer; type?: string };

function bodyArbitrary(op: RestOperation, pool: FuzzPool): fc.Arbitrary<Body> {
  const object = inputValue(op.body, pool);
  const fields = object.map((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value }));
  return fc.oneof(
    { weight: 8, arbitrary: object.map((value) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' })) },
    { weight: 3, arbitrary: fc.tuple(fields, files, fc.constantFrom('none', 'none', 'none', 'truncated', 'no boundary', 'other boundary', 'garbage')).map(([fields, list, breakage]) => multipartOf(fields, list, breakage)) },
    { weight: 1, arbitrary: malformedValue.map((value) => ({ payload: JSON.stringify(value) ?? 'null', type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom(...badJson).map((payload) => ({ payload, type: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(oddString, fc.constantFrom(...contentTypes)).map(([payload, type]) => ({ payload, type })) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function restArbitrary(op: RestOperation, pool: FuzzPool): fc.Arbitrary<Omit<FuzzRequest, 'role' | 'headers'> & Body> {
  const pathValue = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pool.ids).map(String) }, { weight: 1, arbitrary: fc.constantFrom(...oddPathParams) });
  const params = fc.tuple(...op.pathParams.map(() => pathValue));
  const query = fc.tuple(
    inputValue({ type: 'object', properties: op.query }, pool).map((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { value })),
    fc.oneof({ weight: 9, arbitrary: fc.constant<[string, string][]>([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(oddString, oddString), { maxLength: 1 }) }),
  );
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const body = hasBody ? bodyArbitrary(op, pool) : fc.oneof({ weight: 9, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyArbitrary(op, pool) });
  return fc.tuple(params, query, body).map(([values, [known, extra], b]) => {
    let path = op.path;
    op.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, values[i]!)));
    const search = queryOf([...Object.entries(known), ...extra]);
    return { operation: `${op.method} ${op.path}`, method: op.method, url: `/api${path}${search ? `?${search}` : ''}`, ...b };
  });
}

function trpcArbitrary(op: TrpcOperation, pool: FuzzPool): fc.Arbitrary<Omit<FuzzRequest, 'role' | 'headers'> & Body> {
  const input = inputValue(op.input, pool);
  const raw = fc.oneof({ weight: 6, arbitrary: input.map((value) => JSON.stringify(value) ?? 'null') }, { weight: 1, arbitrary: fc.constantFrom(...badJson) });
  const method = fc.oneof({ weight: 9, arbitrary: fc.constant(op.type === 'query' ? 'GET' : 'POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT') });
  const batched = fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  const type = fc.oneof({ weight: 9, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...contentTypes, 'multipart/form-data; boundary=x', 'application/octet-stream') });
  return fc.tuple(raw, method, batched, type).map(([text, m, batch, contentType]) => {
    const operation = `trpc ${op.name}`;
    const body = batch ? `{"0":${text}}` : text;
    if (m === 'GET') return { operation, method: m, url: `/trpc/${op.name}?${batch ? 'batch=1&' : ''}input=${encodeValue(body)}` };
    return { operation, method: m, url: `/trpc/${op.name}${batch ? '?batch=1' : ''}`, payload: body, type: contentType };
  });
}

/** Headers now and then wrong: a broken bearer, a refresh cookie that is no token, an odd content type. */
const extraHeaders = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 1, arbitrary: fc.constantFrom('Bearer x', 'Bearer ', 'Basic YTpi', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.').map((authorization) => ({ authorization })) },
  { weight: 1, arbitrary: fc.constantFrom('refresh=%00', 'refresh=abc; csrftoken=x', 'refresh=' + 'a'.repeat(500), 'csrftoken=%ED%A0%80').map((cookie) => ({ cookie, 'x-csrftoken': 'x' })) },
);

const isDelete = (op: Operation) => (op.kind === 'rest' ? op.method === 'DELETE' : /\.(remove|delete)/.test(op.name));

/** A request for any operation, by any role, malformed somewhere or not at all. */
export function requestArbitrary(operations: Operation[], pool: FuzzPool): fc.Arbitrary<FuzzRequest> {
  const byOperation = operations.map((op) => {
    // A delete gets rows of its own, so the fixtures the other operations reach stay in place.
    const ids = isDelete(op) ? { ...pool, ids: pool.doomedIds } : pool;
    return op.kind === 'rest' ? restArbitrary(op, ids) : trpcArbitrary(op, ids);
  });
  // Fewer guests: most procedures stop a guest at the door, and the deep paths are the signed-in ones.
  const role = fc.constantFrom<FuzzRole>('guest', 'student', 'student', 'teacher', 'admin', 'admin');
  return fc.tuple(fc.oneof(...byOperation), role, extraHeaders).map(([request, role, headers]) => {
    const { type, ...rest } = request;
    return { ...rest, role, headers: { ...(type ? { 'content-type': type } : {}), ...headers } };
  });
}
