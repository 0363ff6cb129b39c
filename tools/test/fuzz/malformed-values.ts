import fc from 'fast-check';
import type { JsonSchema } from './read-operations';

/**
 * What the fixtures made, so that plausible values reach real rows and the deep code paths: `ids`
 * name rows of every table that the fuzz may change but not delete, `doomedIds` rows that deletes take.
 */
export type FuzzPool = { ids: number[]; doomedIds: number[]; usernames: string[]; password: string };

const oddStrings = [
  '', ' ', '\t\n', 'a\u0000b', '\u0000', 'a\uD800', '\uDC00b', '\uDBFF\uDBFF', '😀', 'ж', 'ё Ё', '\u202Eabc', '\u200B', 'ﬀ',
  'NaN', 'Infinity', '-Infinity', '-1', '0', '-0', '1.5', '1e309', '0x1F', ' 1 ', '9'.repeat(30), '2147483648', 'true', 'null', 'undefined',
  '{}', '[]', '[[', '[["1","\\u0000"]]', '[["\\ud800"]]', '[[1,2],[3]]', '1 2 | 3 4', '|||', "' OR 1=1 --", '%00', '%', '\\', '../../etc/passwd',
  '<script>alert(1)</script>', '19-21', 'inf', 'KEGE', 'all-in-one', 'mine', 'task', 'field', 'table', '__proto__', 'constructor',
];
/** Text PostgreSQL cannot take: the reason for the one string rule, so it comes up often. */
export const forbiddenText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'a\uD800', '\uDC00b', '\uDBFF\uDBFF', '1\u0000', '\uD83D'),
  // Escaped inside JSON text that a service parses itself (a table answer as JSON rows).
  fc.constantFrom('[["1","\\u0000"]]', '[["\\ud800"]]', '{"a":"\\u0000"}'),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
);

const oddNumbers = [-1, 0, -0, 0.5, 1.5, -7, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 1e-300, Number.MAX_SAFE_INTEGER, 27, 28, 100, 101, 3001];

/** Strings from empty to past every limit (a body over 1 MB is a 413 of its own). */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(1001, 5001, 200_001, 1_100_000).map((n) => 'я'.repeat(n / 2) + 'x'.repeat(n - n / 2)) },
);

const oddNumber: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...oddNumbers), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());

const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(oddString, oddNumber, fc.boolean(), fc.constant(null));

/** Any wrong thing in place of a value: other types, arrays for objects, objects for arrays, deep nesting. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: jsonLeaf },
  { weight: 2, arbitrary: fc.array(jsonLeaf, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.oneof(oddString, fc.constantFrom('1', '27', '19-21', 'id')), jsonLeaf, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.array(jsonLeaf, { maxLength: 3 }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 1000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown) },
);

function typesOf(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A value the schema accepts, or near it: ids of real rows, known keys and enum values. */
export function plausibleValue(schema: JsonSchema | undefined, pool: FuzzPool, depth = 0): fc.Arbitrary<unknown> {
  // An untyped field is a task's answer: a string, a table as text or JSON text, or rows.
  if (!schema || depth > 4) return fc.constantFrom<unknown>('42', '1 2 | 3 4', '[["1","2"],["3","4"]]', [['1', '2']], [['1', '2'], ['3', '4']]);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausibleValue(s, pool, depth + 1)));
  switch (typesOf(schema)[0]) {
    case 'integer':
    case 'number':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...pool.ids) },
        { weight: 1, arbitrary: fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 30, 30) }) },
        // Task types whose answers are tables, and the block.
        { weight: 1, arbitrary: fc.constantFrom(26, 27, 25, 17, '19-21') },
      );
    case 'string':
      return plausibleString(schema, pool);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items, pool, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object':
      return plausibleObject(schema, pool, depth);
    default:
      return plausibleValue(undefined, pool);
  }
}

function plausibleString(schema: JsonSchema, pool: FuzzPool): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.constantFrom('fuzz_other@example.ru', 'new@example.ru');
  if (schema.pattern?.includes('{64}')) return fc.constantFrom('0'.repeat(64), 'ab'.repeat(32));
  const min = schema.minLength ?? 0;
  return fc
    .oneof(fc.constantFrom('inf', '1', '2', '27', 'Ответ', '1 2 | 3 4', '<p>Текст</p>', 'true', 'new_user', ...pool.usernames), fc.string({ maxLength: 12 }))
    .map((text) => (text.length < min ? text.padEnd(min, 'x') : text));
}

// Types with a table answer and the block come up as often as the rest together.
const taskType = fc.oneof(fc.integer({ min: 1, max: 27 }), fc.constantFrom<number | string>(26, 27, 25, '27', '19-21'));

/** Fields whose right values a schema cannot tell: without them almost no request gets past validation. */
function knownField(key: string, pool: FuzzPool): fc.Arbitrary<unknown> | undefined {
  if (key === 'type') return taskType;
  if (key === 'subject') return fc.constant('inf');
  if (key === 'difficulty') return fc.integer({ min: 1, max: 3 });
  if (key === 'password' || key === 'confirmPassword') return fc.constant(pool.password);
  return undefined;
}

export function plausibleObject(schema: JsonSchema, pool: FuzzPool, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, knownField(key, pool) ?? plausibleValue(s, pool, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
  const extra = schema.additionalProperties && typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  const keys = fc.constantFrom('1', '2', '19-21', '27', ...pool.ids.map(String));
  const dynamic = extra ? fc.dictionary(keys, plausibleValue(extra, pool, depth + 1), { minKeys: 1, maxKeys: 3 }) : fc.constant({});
  return fc.tuple(known, dynamic).map(([a, b]) => ({ ...b, ...a }) as Record<string, unknown>);
}

/** Every place in a value where another value could stand: object fields and array items, at any depth. */
function slotsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  return [...(path.length > 0 ? [path] : []), ...entries.flatMap(([key, item]) => slotsOf(item, [...path, key]))];
}

function replaceAt(value: unknown, path: (string | number)[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, bad);
  return copy;
}

/**
 * An input for a schema: right, right but for one field anywhere in it (so the bad value gets past
 * every other check and reaches the service), or wrong as a whole.
 */
export function inputValue(schema: JsonSchema | null, pool: FuzzPool): fc.Arbitrary<unknown> {
  const right = schema ? plausibleObject(schema, pool) : fc.constant({});
  const bad = fc.oneof({ weight: 3, arbitrary: forbiddenText }, { weight: 2, arbitrary: oddString }, { weight: 3, arbitrary: malformedValue });
  const oneBad = fc.tuple(right, fc.nat(), bad, fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })).map(([value, n, bad, asKey]) => {
    const slots = slotsOf(value);
    if (asKey && typeof bad === 'string') return { ...(value as object), [bad]: 1 };
    return slots.length === 0 ? value : replaceAt(value, slots[n % slots.length]!, bad);
  });
  return fc.oneof({ weight: 3, arbitrary: right }, { weight: 6, arbitrary: oneBad }, { weight: 1, arbitrary: malformedValue });
}
