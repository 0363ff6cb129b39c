import { countRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 16: a recursive function of a natural n given by relations. Three families (README, ## 16):
 * the value F(x); the difference F(x) − F(y) with arguments so large that a naive recursion runs out
 * of depth or time (memoisation, iteration, sys.setrecursionlimit); the number of n up to N with a
 * property of F(n). The statement says n is natural, so no relation ever needs F(0): the base case
 * covers 1..stop and every relation looks back at most `stop` steps (the 'upward' kind only forward).
 */
type Family = 'value' | 'difference' | 'count';
type Kind = 'linear' | 'double' | 'parity' | 'mod3' | 'halve' | 'upward';

type Params = {
  family: Family;
  kind: Kind;
  /** F(n) = base for n ≤ stop ('upward': F(n) = n for n ≥ limit). */
  base: number;
  stop: number;
  limit: number;
  a: number;
  b: number;
  x: number;
  y: number | null;
  /** 'count': how many n in 1..x give F(n) divisible by `divisor`. */
  divisor: number;
};

/** How far back a kind's relations look (F(n − k)): the base case must cover 1..k. */
const lookback: Record<Kind, number> = { linear: 1, double: 2, parity: 2, mod3: 3, halve: 1, upward: 0 };

/** One step of the relations: F(n) from the values it needs. Shared by both solvers and checked against the statement's text. */
function relation(p: Params, n: number, F: (m: number) => bigint): bigint {
  const a = BigInt(p.a);
  const b = BigInt(p.b);
  const N = BigInt(n);
  if (p.kind === 'upward') return n >= p.limit ? N : N + a + F(n + p.b);
  if (n <= p.stop) return BigInt(p.base);
  switch (p.kind) {
    case 'linear':
      return F(n - 1) + a * N - b;
    case 'double':
      return F(n - 1) + F(n - 2) + a;
    case 'parity':
      return n % 2 === 0 ? F(n - 1) + a : b * F(n - 2) - N;
    case 'mod3':
      return n % 3 === 0 ? F(n - 1) + a : n % 3 === 1 ? F(n - 2) + b : F(n - 3) + N;
    case 'halve':
      return n % 2 === 0 ? F(n / 2) + a : F(n - 1) + N;
  }
}

const fi = (arg: string) => `<i>F</i>(${arg})`;
const n = '<i>n</i>';

function relationsHtml(p: Params): string {
  if (p.kind === 'upward') {
    return `<p>${fi(n)} = ${n} при ${n} ≥ ${p.limit};</p><p>${fi(n)} = ${n} + ${p.a} + ${fi(`${n} + ${p.b}`)}, если ${n} &lt; ${p.limit}.</p>`;
  }
  const head = `<p>${fi(n)} = ${p.base} при ${n} ≤ ${p.stop};</p>`;
  const more = `${n} &gt; ${p.stop}`;
  switch (p.kind) {
    case 'linear':
      return `${head}<p>${fi(n)} = ${fi(`${n} − 1`)} + ${p.a}·${n} − ${p.b}, если ${more}.</p>`;
    case 'double':
      return `${head}<p>${fi(n)} = ${fi(`${n} − 1`)} + ${fi(`${n} − 2`)} + ${p.a}, если ${more}.</p>`;
    case 'parity':
      return `${head}<p>${fi(n)} = ${fi(`${n} − 1`)} + ${p.a}, если ${more} и ${n} чётно;</p><p>${fi(n)} = ${p.b}·${fi(`${n} − 2`)} − ${n}, если ${more} и ${n} нечётно.</p>`;
    case 'mod3':
      return (
        `${head}<p>${fi(n)} = ${fi(`${n} − 1`)} + ${p.a}, если ${more} и ${n} делится на 3;</p>` +
        `<p>${fi(n)} = ${fi(`${n} − 2`)} + ${p.b}, если ${more} и ${n} при делении на 3 даёт остаток 1;</p>` +
        `<p>${fi(n)} = ${fi(`${n} − 3`)} + ${n}, если ${more} и ${n} при делении на 3 даёт остаток 2.</p>`
      );
    case 'halve':
      return `${head}<p>${fi(n)} = ${fi(`${n} / 2`)} + ${p.a}, если ${more} и ${n} чётно;</p><p>${fi(n)} = ${fi(`${n} − 1`)} + ${n}, если ${more} и ${n} нечётно.</p>`;
  }
}

function pythonBody(p: Params): string {
  if (p.kind === 'upward') return `    if n >= ${p.limit}:\n        return n\n    return n + ${p.a} + F(n + ${p.b})\n`;
  const head = `    if n <= ${p.stop}:\n        return ${p.base}\n`;
  switch (p.kind) {
    case 'linear':
      return `${head}    return F(n - 1) + ${p.a} * n - ${p.b}\n`;
    case 'double':
      return `${head}    return F(n - 1) + F(n - 2) + ${p.a}\n`;
    case 'parity':
      return `${head}    if n % 2 == 0:\n        return F(n - 1) + ${p.a}\n    return ${p.b} * F(n - 2) - n\n`;
    case 'mod3':
      return `${head}    if n % 3 == 0:\n        return F(n - 1) + ${p.a}\n    if n % 3 == 1:\n        return F(n - 2) + ${p.b}\n    return F(n - 3) + n\n`;
    case 'halve':
      return `${head}    if n % 2 == 0:\n        return F(n // 2) + ${p.a}\n    return F(n - 1) + n\n`;
  }
}

function pythonOf(p: Params): string {
  const warm =
    p.kind === 'upward'
      ? `# разогрев кэша сверху вниз: каждый вызов опирается на уже вычисленное F(n + ${p.b})\nfor i in range(${p.limit}, 0, -1):\n    F(i)\n`
      : `# разогрев кэша снизу вверх, чтобы не упереться в глубину рекурсии\nfor i in range(1, ${p.x + 1}):\n    F(i)\n`;
  const ask =
    p.family === 'count'
      ? `print(sum(1 for n in range(1, ${p.x + 1}) if F(n) % ${p.divisor} == 0))`
      : p.y === null
        ? `print(F(${p.x}))`
        : `print(F(${p.x}) - F(${p.y}))`;
  return `import sys\nfrom functools import lru_cache\nsys.setrecursionlimit(100000)\n\n@lru_cache(None)\ndef F(n):\n${pythonBody(p)}\n\n${warm}${ask}\n`;
}

/** The arguments whose values are asked or counted. */
const asked = (p: Params): number[] => (p.family === 'count' ? [] : p.y === null ? [p.x] : [p.x, p.y]);

function answerOf(p: Params, F: (m: number) => bigint): GeneratedAnswer | null {
  if (p.family === 'count') {
    const d = BigInt(p.divisor);
    let count = 0;
    for (let m = 1; m <= p.x; m++) if (F(m) % d === 0n) count++;
    return count === 0 ? null : fieldAnswer(count);
  }
  return fieldAnswer(p.y === null ? F(p.x) : F(p.x) - F(p.y));
}

/** Iteration: a table filled in the order the relations allow (upwards; downwards from the limit for 'upward'). */
function solve(p: Params): GeneratedAnswer | null {
  const f: bigint[] = [];
  const read = (m: number) => {
    const value = f[m];
    if (value === undefined) throw new Error(`F(${m}) is needed before it is known`);
    return value;
  };
  if (p.kind === 'upward') {
    for (let m = p.limit + p.b; m >= 1; m--) f[m] = relation(p, m, read);
  } else {
    const top = Math.max(p.x, ...asked(p));
    for (let m = 1; m <= top; m++) f[m] = relation(p, m, read);
  }
  return answerOf(p, read);
}

/** The smallest argument a top-down recursion from the asked values reaches, and the values. */
function topDown(p: Params): { smallest: number; F: (m: number) => bigint } {
  const memo = new Map<number, bigint>();
  let smallest = Number.POSITIVE_INFINITY;
  const F = (m: number): bigint => {
    smallest = Math.min(smallest, m);
    const known = memo.get(m);
    if (known !== undefined) return known;
    const value = relation(p, m, F);
    memo.set(m, value);
    return value;
  };
  // Warm the memo in steps of 500 so that JavaScript's stack never holds a deep recursion.
  if (p.kind === 'upward') for (let m = p.limit; m >= 1; m -= 500) F(m);
  else for (let m = 1; m <= p.x; m += 500) F(m);
  return { smallest, F };
}

/** The checker: top-down recursion with a memo, the way the students' program runs. */
function check(p: Params): GeneratedAnswer | null {
  return answerOf(p, topDown(p).F);
}

/** The smallest n whose F(n) computing the answer needs (test: never below 1, n is natural). */
export function smallestArgumentNeeded(p: Params): number {
  const run = topDown(p);
  answerOf(p, run.F);
  return run.smallest;
}

function draw(random: SeededRandom, difficulty: Difficulty): Params {
  const family = random.pick(['value', 'difference', 'count'] as const);
  const kinds: Record<Family, readonly (readonly Kind[])[]> = {
    value: [['linear'], ['parity', 'mod3'], ['double', 'halve']],
    difference: [['linear'], ['mod3', 'linear'], ['upward', 'double']],
    count: [['linear'], ['mod3', 'parity'], ['halve', 'mod3']],
  };
  const kind = random.pick(kinds[family][difficulty - 1]!);
  const stop = random.int(Math.max(1, lookback[kind]), 3);
  const base = random.int(1, 5);
  const a = random.int(2, 7);
  const b = kind === 'parity' ? random.int(2, 3) : kind === 'upward' ? random.int(2, 4) : random.int(1, 9);
  const plain = { family, kind, stop, base, a, b, limit: 0, y: null, divisor: 0 };
  switch (family) {
    case 'value':
      return { ...plain, x: kind === 'halve' ? random.int(200, 2000) : random.int(20, difficulty === 3 ? 80 : 60) };
    case 'difference': {
      if (kind === 'upward') {
        // F(x) − F(y) near the bottom: the recursion climbs to the limit, thousands of calls deep.
        const limit = random.int(2000, 5000);
        const x = random.int(10, 100);
        return { ...plain, limit, x, y: x + random.int(1, 5) };
      }
      // Large arguments: the answer is a difference, so the huge common part cancels.
      const x = kind === 'double' ? random.int(40, 80) : kind === 'linear' ? random.int(1500, 3000) : random.int(2000, 6000);
      return { ...plain, x, y: x - random.int(1, 4) };
    }
    case 'count':
      return { ...plain, x: difficulty === 1 ? random.int(100, 300) : difficulty === 2 ? random.int(1000, 3000) : random.int(10_000, 50_000), divisor: random.int(3, 9) };
  }
}

function questionHtml(p: Params): string {
  if (p.family === 'count') {
    return `<p>Определите количество натуральных значений ${n}, не превышающих ${p.x}, для которых значение ${fi(n)} делится на ${p.divisor} без остатка.</p>`;
  }
  return p.y === null ? `<p>Чему равно значение функции ${fi(String(p.x))}?</p>` : `<p>Чему равно значение выражения ${fi(String(p.x))} − ${fi(String(p.y))}?</p>`;
}

function stepsOf(p: Params, value: string): string {
  const memo = '<p>Записываем соотношения как рекурсивную функцию и запоминаем уже вычисленные значения (<code>lru_cache</code>), иначе число вызовов может расти экспоненциально.</p>';
  if (p.kind === 'upward') {
    const depth = Math.ceil((p.limit - p.x) / p.b);
    return (
      memo +
      `<p>Вычисление ${fi(String(p.x))} поднимается до ${n} ≥ ${p.limit}: это около ${countRu(depth, ['вложенный вызов', 'вложенных вызова', 'вложенных вызовов'])}, больше стандартного предела глубины рекурсии Python (1000). ` +
      `Поэтому поднимаем предел (<code>sys.setrecursionlimit</code>) и вычисляем значения сверху вниз, от ${p.limit} к 1: каждое опирается на уже известное ${fi(`${n} + ${p.b}`)}.</p>` +
      `<p>Ответ: ${value}.</p>`
    );
  }
  const order = `<p>Чтобы не превысить глубину рекурсии, сначала вычисляем значения снизу вверх, от 1 до ${p.x}: каждое опирается на уже вычисленные.</p>`;
  if (p.family === 'count') return `${memo}${order}<p>Перебираем ${n} от 1 до ${p.x} и считаем те, для которых ${fi(n)} делится на ${p.divisor}: их ${value}.</p>`;
  return `${memo}${order}<p>Ответ: ${value}.</p>`;
}

export const type16Generator: TaskGenerator<Params> = {
  type: 16,
  version: 2,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const text = `<p>Алгоритм вычисления значения функции ${fi(n)}, где ${n} — натуральное число, задан следующими соотношениями:</p>${relationsHtml(p)}${questionHtml(p)}`;
    return { text, files: [], steps: stepsOf(p, value), python: pythonOf(p) };
  },
};
