import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 17: a file 17.txt of 5000–10000 integers; count the pairs (or triples) of neighbours that
 * satisfy conditions on their elements and, often, on their sum against a value of the whole
 * sequence; give the count and the largest (or smallest) sum. The table answer is one row.
 * Families (README ## 17): divisible, digits, triples, mean, squares.
 *
 * The solution walks the windows once with arithmetic tests; the checker tests the elements by
 * their decimal notation, finds the reference value by sorting, compares with the mean without
 * division and lists the windows' sums before counting them.
 */
type Family = 'divisible' | 'digits' | 'triples' | 'mean' | 'squares';
/** A property of one element: divisible by d, k digits (the sign aside), ends with digits, above / below the mean. */
type Property = { kind: 'div'; d: number } | { kind: 'digits'; k: number } | { kind: 'ends'; e: string } | { kind: 'mean'; above: boolean };
/** How many elements of the window have the property. */
type Quantity = { op: 'eq' | 'ge' | 'le'; k: number };
type Condition = { quantity: Quantity; property: Property };
/** The reference element: the largest or smallest element with k digits / ending with e / divisible by d. */
type Reference = { best: 'max' | 'min'; digits?: number; ends?: string; div?: number };
type Relation = '<' | '>' | '<=' | '>=' | 'div';
type Params = {
  family: Family;
  numbers: number[];
  /** 'natural': 1…max; 'signed': −max…max. */
  range: { kind: 'natural' | 'signed'; max: number };
  size: 2 | 3;
  conditions: Condition[];
  /** The sum (or the sum of squares) against the reference (squared for the sum of squares). */
  sum: { relation: Relation; reference: Reference } | null;
  squares: boolean;
  best: 'max' | 'min';
};

// ---- the solution: arithmetic ----

const digitCount = (x: number): number => {
  let a = Math.abs(x);
  let k = 1;
  while (a >= 10) {
    a = Math.floor(a / 10);
    k++;
  }
  return k;
};
const endsWith = (x: number, e: string): boolean => Math.abs(x) % 10 ** e.length === Number(e);

function hasProperty(p: Property, x: number, total: number, n: number): boolean {
  switch (p.kind) {
    case 'div':
      return x % p.d === 0;
    case 'digits':
      return digitCount(x) === p.k;
    case 'ends':
      return endsWith(x, p.e);
    case 'mean':
      return p.above ? x > total / n : x < total / n;
  }
}

const quantityHolds = (q: Quantity, count: number): boolean => (q.op === 'eq' ? count === q.k : q.op === 'ge' ? count >= q.k : count <= q.k);

function referenceOf(r: Reference, numbers: readonly number[]): number | null {
  let found: number | null = null;
  for (const x of numbers) {
    if (r.digits !== undefined && digitCount(x) !== r.digits) continue;
    if (r.ends !== undefined && !endsWith(x, r.ends)) continue;
    if (r.div !== undefined && x % r.div !== 0) continue;
    if (found === null || (r.best === 'max' ? x > found : x < found)) found = x;
  }
  return found;
}

function relationHolds(relation: Relation, value: number, reference: number): boolean {
  switch (relation) {
    case '<':
      return value < reference;
    case '>':
      return value > reference;
    case '<=':
      return value <= reference;
    case '>=':
      return value >= reference;
    case 'div':
      return value % reference === 0;
  }
}

function solve(p: Params): GeneratedAnswer | null {
  let total = 0;
  for (const x of p.numbers) total += x;
  const n = p.numbers.length;
  let reference = 0;
  if (p.sum) {
    const found = referenceOf(p.sum.reference, p.numbers);
    if (found === null || (p.sum.relation === 'div' && found <= 0)) return null;
    reference = p.squares ? found * found : found;
  }
  const flags = p.conditions.map((c) => p.numbers.map((x) => hasProperty(c.property, x, total, n)));
  let count = 0;
  let best: number | null = null;
  for (let i = 0; i + p.size <= n; i++) {
    let ok = true;
    for (let c = 0; c < p.conditions.length && ok; c++) {
      let k = 0;
      for (let j = i; j < i + p.size; j++) if (flags[c]![j]) k++;
      ok = quantityHolds(p.conditions[c]!.quantity, k);
    }
    if (!ok) continue;
    let s = 0;
    for (let j = i; j < i + p.size; j++) s += p.squares ? p.numbers[j]! * p.numbers[j]! : p.numbers[j]!;
    if (p.sum && !relationHolds(p.sum.relation, s, reference)) continue;
    count++;
    if (best === null || (p.best === 'max' ? s > best : s < best)) best = s;
  }
  return count > 0 && best !== null ? { kind: 'table', rows: [[String(count), String(best)]] } : null;
}

// ---- the checker: notation, sorting, integer mean, lists ----

function hasPropertyByNotation(p: Property, x: number, total: number, n: number): boolean {
  const notation = String(Math.abs(x));
  switch (p.kind) {
    case 'div':
      return Number.isInteger(x / p.d);
    case 'digits':
      return notation.length === p.k;
    case 'ends':
      return notation.endsWith(p.e);
    case 'mean':
      return p.above ? x * n > total : x * n < total;
  }
}

function check(p: Params): GeneratedAnswer | null {
  const n = p.numbers.length;
  const total = p.numbers.reduce((a, b) => a + b, 0);
  let reference: number | undefined;
  if (p.sum) {
    const r = p.sum.reference;
    const sorted = [...p.numbers].sort((a, b) => (r.best === 'max' ? b - a : a - b));
    const found = sorted.find(
      (x) => (r.digits === undefined || String(Math.abs(x)).length === r.digits) && (r.ends === undefined || String(Math.abs(x)).endsWith(r.ends)) && (r.div === undefined || Number.isInteger(x / r.div)),
    );
    if (found === undefined || (p.sum.relation === 'div' && found <= 0)) return null;
    reference = p.squares ? found ** 2 : found;
  }
  const windows = Array.from({ length: n - p.size + 1 }, (_, i) => p.numbers.slice(i, i + p.size));
  const sums = windows
    .filter((w) =>
      p.conditions.every((c) => {
        const k = w.filter((x) => hasPropertyByNotation(c.property, x, total, n)).length;
        return c.quantity.op === 'eq' ? k === c.quantity.k : c.quantity.op === 'ge' ? k >= c.quantity.k : k <= c.quantity.k;
      }),
    )
    .map((w) => w.reduce((a, x) => a + (p.squares ? x ** 2 : x), 0))
    .filter((s) => {
      if (!p.sum || reference === undefined) return true;
      const r = reference;
      return { '<': s < r, '>': s > r, '<=': s <= r, '>=': s >= r, div: Number.isInteger(s / r) }[p.sum.relation];
    });
  if (sums.length === 0) return null;
  const best = sums.reduce((a, b) => (p.best === 'max' ? Math.max(a, b) : Math.min(a, b)));
  return { kind: 'table', rows: [[String(sums.length), String(best)]] };
}

// ---- drawing ----

/** Naturals with many short numbers: half uniform, half of a random length, so every digit count is common. */
function naturals(random: SeededRandom, size: number, max: number): number[] {
  const lengths = digitCount(max) - 1;
  return Array.from({ length: size }, () => {
    if (random.next() < 0.5) return random.int(1, max);
    const k = random.int(1, lengths);
    return random.int(k === 1 ? 1 : 10 ** (k - 1), 10 ** k - 1);
  });
}

const pairQuantity = (random: SeededRandom, difficulty: Difficulty): Quantity =>
  difficulty === 1 ? { op: 'ge', k: 1 } : random.pick([{ op: 'ge', k: 1 }, { op: 'eq', k: 1 }, { op: 'eq', k: 2 }] as const);
const tripleQuantity = (random: SeededRandom, difficulty: Difficulty): Quantity =>
  difficulty === 1
    ? random.pick([{ op: 'ge', k: 1 }, { op: 'eq', k: 1 }] as const)
    : random.pick([{ op: 'eq', k: 2 }, { op: 'le', k: 2 }, { op: 'ge', k: 2 }, { op: 'eq', k: 1 }] as const);
const digitsAt = (random: SeededRandom, max: number): number => random.int(2, digitCount(max) - 1);

function drawFamily(family: Family, random: SeededRandom, difficulty: Difficulty): Params {
  const size = random.int(5000, 10000);
  const best = random.pick(['max', 'min'] as const);
  switch (family) {
    case 'divisible': {
      const numbers = Array.from({ length: size }, () => random.int(-10000, 10000));
      const reference: Reference = random.next() < 0.5 ? { best: 'max', div: random.pick([7, 11, 13, 17, 19, 23]) } : { best: 'min', ends: String(random.int(1, 9)) };
      return {
        family,
        numbers,
        range: { kind: 'signed', max: 10000 },
        size: 2,
        conditions: [{ quantity: pairQuantity(random, difficulty), property: { kind: 'div', d: random.pick([3, 5, 7, 9, 11]) } }],
        sum: { relation: difficulty === 3 ? random.pick(['<', '>', '<=', '>='] as const) : random.pick(['<', '>'] as const), reference },
        squares: false,
        best,
      };
    }
    case 'digits': {
      const max = difficulty === 3 ? 100000 : 10000;
      const numbers = naturals(random, size, max);
      const property: Property = difficulty === 1 || random.next() < 0.6 ? { kind: 'digits', k: digitsAt(random, max) } : { kind: 'ends', e: String(random.int(0, 9)) };
      const reference: Reference = { best: random.pick(['max', 'min'] as const), ends: String(random.int(1, 9)) };
      if (difficulty > 1) reference.digits = digitsAt(random, max);
      const relation: Relation = difficulty === 1 ? random.pick(['<', '>'] as const) : random.pick(['div', 'div', '<=', '>='] as const);
      return { family, numbers, range: { kind: 'natural', max }, size: 2, conditions: [{ quantity: pairQuantity(random, difficulty), property }], sum: { relation, reference }, squares: false, best };
    }
    case 'triples': {
      const max = difficulty === 1 ? 10000 : 100000;
      const numbers = naturals(random, size, max);
      const property: Property = difficulty === 3 && random.next() < 0.3 ? { kind: 'ends', e: String(random.int(0, 9)) } : { kind: 'digits', k: digitsAt(random, max) };
      const ends = difficulty === 3 ? String(random.int(10, 99)) : String(random.int(1, 9));
      const relation = random.pick(difficulty === 1 ? (['<=', '>'] as const) : (['<=', '<', '>', '>='] as const));
      return {
        family,
        numbers,
        range: { kind: 'natural', max },
        size: 3,
        conditions: [{ quantity: tripleQuantity(random, difficulty), property }],
        sum: { relation, reference: { best: 'max', ends } },
        squares: false,
        best: difficulty === 1 ? 'max' : best,
      };
    }
    case 'mean': {
      const numbers = naturals(random, size, 10000);
      const above = random.next() < 0.7;
      const conditions: Condition[] = [{ quantity: difficulty === 3 ? random.pick([{ op: 'eq', k: 1 }, { op: 'eq', k: 2 }] as const) : { op: 'ge', k: 1 }, property: { kind: 'mean', above } }];
      if (difficulty > 1) {
        const property: Property = random.next() < 0.5 ? { kind: 'ends', e: String(random.int(1, 9)) } : { kind: 'div', d: random.pick([3, 5, 7, 11]) };
        conditions.push({ quantity: difficulty === 2 ? { op: 'ge', k: 1 } : pairQuantity(random, 2), property });
      }
      return { family, numbers, range: { kind: 'natural', max: 10000 }, size: 2, conditions, sum: null, squares: false, best };
    }
    case 'squares': {
      const numbers = naturals(random, size, 10000);
      const e = difficulty === 3 && random.next() < 0.5 ? String(random.int(10, 99)) : String(random.int(1, 9));
      const reference: Reference = difficulty === 1 ? { best: 'max', ends: e } : random.next() < 0.5 ? { best: 'max', div: random.int(21, 199) } : { best: 'max', ends: e };
      const relation = difficulty === 1 ? '>=' : random.pick(['>=', '<=', '>', '<'] as const);
      return {
        family,
        numbers,
        range: { kind: 'natural', max: 10000 },
        size: 2,
        conditions: [{ quantity: difficulty === 1 ? { op: 'ge', k: 1 } : random.pick([{ op: 'ge', k: 1 }, { op: 'eq', k: 1 }] as const), property: { kind: 'ends', e } }],
        sum: { relation, reference },
        squares: true,
        best: difficulty === 1 ? 'max' : best,
      };
    }
  }
}

// ---- the text ----

const digitWords = ['', 'однозначн', 'двузначн', 'трёхзначн', 'четырёхзначн', 'пятизначн'] as const;

/** The property after a singular (one) or plural (many) subject. */
function propertyText(p: Property, plural: boolean): string {
  switch (p.kind) {
    case 'div':
      return `${plural ? 'делятся' : 'делится'} на ${p.d}`;
    case 'digits':
      return plural ? `являются ${digitWords[p.k]}ыми числами` : `является ${digitWords[p.k]}ым числом`;
    case 'ends':
      return `${plural ? 'оканчиваются' : 'оканчивается'} на ${p.e}`;
    case 'mean':
      return `${p.above ? 'больше' : 'меньше'} среднего арифметического всех чисел в файле`;
  }
}

function conditionText(c: Condition, size: 2 | 3): string {
  const { op, k } = c.quantity;
  const of = size === 2 ? 'из двух элементов' : 'из трёх элементов';
  if (size === 2 && op === 'eq' && k === 2) return `оба элемента ${propertyText(c.property, true)}`;
  if (op === 'eq' && k === 1) return `ровно один ${of} ${propertyText(c.property, false)}`;
  if (op === 'ge' && k === 1) return `хотя бы один ${of} ${propertyText(c.property, false)}`;
  if (op === 'eq') return `ровно два ${of} ${propertyText(c.property, true)}`;
  if (op === 'ge') return `хотя бы два ${of} ${propertyText(c.property, true)}`;
  return `не более двух ${of} ${propertyText(c.property, true)}`;
}

/** 'максимального трёхзначного элемента последовательности, оканчивающегося на 5' (genitive) or the dative. */
function referenceText(r: Reference, dative: boolean): string {
  const adj = r.best === 'max' ? (dative ? 'максимальному' : 'максимального') : dative ? 'минимальному' : 'минимального';
  const digits = r.digits === undefined ? '' : ` ${digitWords[r.digits]}${dative ? 'ому' : 'ого'}`;
  const tail = r.ends !== undefined ? `, ${dative ? 'оканчивающемуся' : 'оканчивающегося'} на ${r.ends}` : r.div !== undefined ? `, ${dative ? 'кратному' : 'кратного'} ${r.div}` : '';
  return `${adj}${digits} ${dative ? 'элементу' : 'элемента'} последовательности${tail}`;
}

const relationWords = { '<': 'меньше', '>': 'больше', '<=': 'не больше', '>=': 'не меньше', div: 'кратна' } as const;
const grouped = (x: number): string => (Math.abs(x) >= 10000 ? String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : String(x));

function statement(p: Params): string {
  const what = p.size === 2 ? 'пар' : 'троек';
  const one = p.size === 2 ? 'пары' : 'тройки';
  const intro =
    p.range.kind === 'natural'
      ? `<p>Файл содержит последовательность натуральных чисел, каждое из которых не превышает ${grouped(p.range.max)}. `
      : `<p>Файл содержит последовательность целых чисел. Её элементы могут принимать целые значения от −${grouped(p.range.max)} до ${grouped(p.range.max)} включительно. `;
  const parts = p.conditions.map((c) => conditionText(c, p.size));
  let conditions = parts.join(', и ');
  if (p.sum) {
    const subject = p.squares ? `сумма квадратов элементов ${one}` : `сумма элементов ${one}`;
    const target = p.sum.relation === 'div' ? referenceText(p.sum.reference, true) : p.squares ? `квадрата ${referenceText(p.sum.reference, false)}` : referenceText(p.sum.reference, false);
    conditions += `, а ${subject} ${relationWords[p.sum.relation]} ${target}`;
  }
  const sums = p.squares ? 'из сумм квадратов элементов' : 'из сумм элементов';
  return (
    intro +
    `Определите количество ${what} последовательности, в которых ${conditions}. В ответе запишите количество найденных ${what}, затем ${p.best === 'max' ? 'максимальную' : 'минимальную'} ${sums} таких ${what}.</p>` +
    (p.range.kind === 'signed' && (p.conditions.some((c) => c.property.kind === 'digits' || c.property.kind === 'ends') || p.sum?.reference.ends !== undefined || p.sum?.reference.digits !== undefined)
      ? '<p>Знак числа при проверке его последних цифр не учитывается: например, число −213 оканчивается на 3.</p>'
      : '') +
    `<p>В данной задаче под ${p.size === 2 ? 'парой подразумевается два' : 'тройкой подразумевается три'} идущих подряд элемента последовательности.</p>`
  );
}

// ---- the program ----

function propertyPython(p: Property): string {
  switch (p.kind) {
    case 'div':
      return `x % ${p.d} == 0`;
    case 'digits':
      return `len(str(abs(x))) == ${p.k}`;
    case 'ends':
      return `abs(x) % ${10 ** p.e.length} == ${Number(p.e)}`;
    case 'mean':
      return p.above ? 'x * n > total' : 'x * n < total';
  }
}

function referencePython(r: Reference): string {
  const tests = [
    ...(r.digits === undefined ? [] : [`len(str(abs(x))) == ${r.digits}`]),
    ...(r.ends === undefined ? [] : [`abs(x) % ${10 ** r.ends.length} == ${Number(r.ends)}`]),
    ...(r.div === undefined ? [] : [`x % ${r.div} == 0`]),
  ];
  return `${r.best}(x for x in a if ${tests.join(' and ')})`;
}

const quantityPython = (q: Quantity, name: string): string => `${name} ${q.op === 'eq' ? '==' : q.op === 'ge' ? '>=' : '<='} ${q.k}`;
const relationPython = { '<': 's < ref', '>': 's > ref', '<=': 's <= ref', '>=': 's >= ref', div: 's % ref == 0' } as const;

function program(p: Params): string {
  const lines = ["a = [int(line) for line in open('17.txt')]", 'n = len(a)'];
  if (p.conditions.some((c) => c.property.kind === 'mean')) lines.push('total = sum(a)  # x больше среднего ⇔ x * n > total: без деления');
  if (p.sum) lines.push(`ref = ${referencePython(p.sum.reference)}${p.squares ? ' ** 2' : ''}`);
  lines.push('count, best = 0, None', `for i in range(n - ${p.size - 1}):`, `    w = a[i:i + ${p.size}]`);
  p.conditions.forEach((c, i) => lines.push(`    k${i} = sum(1 for x in w if ${propertyPython(c.property)})`));
  lines.push(`    if not (${p.conditions.map((c, i) => quantityPython(c.quantity, `k${i}`)).join(' and ')}):`, '        continue');
  lines.push(p.squares ? '    s = sum(x * x for x in w)' : '    s = sum(w)');
  if (p.sum) lines.push(`    if not (${relationPython[p.sum.relation]}):`, '        continue');
  lines.push('    count += 1', `    best = s if best is None else ${p.best}(best, s)`, 'print(count, best)');
  return `${lines.join('\n')}\n`;
}

export const type17Generator: TaskGenerator<Params> = {
  type: 17,
  // 2: 'оба числа делятся' (version 1 said 'делится'). 3: five families (divisible, digits, triples, mean, squares).
  version: 3,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick(['divisible', 'digits', 'triples', 'mean', 'squares'] as const);
    return drawFamily(family, random, difficulty);
  },
  solve,
  check,
  render(p, answer) {
    const [count, best] = (answer as { rows: string[][] }).rows[0]!;
    const n = p.numbers.length;
    const windows = n - p.size + 1;
    const groupName = p.size === 2 ? 'пар соседних элементов' : 'троек соседних элементов';
    const steps: string[] = [
      `<p>Читаем числа из файла: в нём ${n} ${pluralRu(n, ['число', 'числа', 'чисел'])}, ${groupName} — на ${p.size === 2 ? 'одну' : 'две'} меньше, ${windows}.</p>`,
    ];
    if (p.conditions.some((c) => c.property.kind === 'mean'))
      steps.push('<p>Среднее арифметическое — сумма всех чисел, делённая на их количество. Чтобы не сравнивать с дробью, сравниваем <code>x * n</code> с суммой всех чисел <code>total</code>.</p>');
    if (p.sum) {
      const ref = referenceText(p.sum.reference, false);
      steps.push(`<p>Сначала находим значение ${ref}${p.squares ? ' и возводим его в квадрат' : ''}: проходим по всем числам и берём ${p.sum.reference.best === 'max' ? 'наибольшее' : 'наименьшее'} из подходящих.</p>`);
    }
    steps.push(
      `<p>Затем для каждой ${p.size === 2 ? 'пары' : 'тройки'} считаем, сколько её элементов обладают нужным свойством, проверяем условие${p.sum ? ` на ${p.squares ? 'сумму квадратов' : 'сумму'}` : ''} и запоминаем подходящие ${p.squares ? 'суммы квадратов' : 'суммы'}.</p>`,
    );
    if (p.range.kind === 'signed')
      steps.push('<p>Остаток от деления отрицательного числа в Python неотрицателен, поэтому проверка <code>x % d == 0</code> верна и для отрицательных чисел; последние цифры берём у <code>abs(x)</code>.</p>');
    steps.push(`<p>Количество найденных ${p.size === 2 ? 'пар' : 'троек'}: ${count}; ${p.best === 'max' ? 'максимальная' : 'минимальная'} ${p.squares ? 'сумма квадратов' : 'сумма'}: ${best}.</p>`);
    return { text: statement(p), files: [{ name: '17.txt', content: Buffer.from(`${p.numbers.join('\n')}\n`) }], steps: steps.join(''), python: program(p) };
  },
};
