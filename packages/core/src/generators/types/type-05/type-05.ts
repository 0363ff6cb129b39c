import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 5: an algorithm builds R from the notation of N in base 2 (3, 4, 5). Three families (README, ## 5):
 * digits appended to the binary notation ('binary'), the 'если … чётное/делится…, иначе …' forms
 * ('if-else'), and the ternary and other-base forms ('base'). Questions: the least N with R above K,
 * the least R above K, the largest R below K, the largest N with R below K, how many R lie in [A; B].
 * The solution builds R from strings, as the program does; the checker builds it by arithmetic.
 */
type Family = 'binary' | 'if-else' | 'base';
type Rule =
  | 'sum-twice' // append the digit sum mod b, then again over the new notation (b = 2: the parity bits)
  | 'mod-tail' // append N mod M as `width` binary digits
  | 'ones-replace' // 2023 demo: append the parity bit, then replace the two left digits by 10 / 11
  | 'ones-wrap' // ones even: '10' on the left; odd: '1' on the left and '1' on the right
  | 'n-parity' // N even: '00' on the right; odd: '1' and the parity of ones
  | 'div-tail' // N divisible by b: the last two digits again; else (N mod b)·m in base b appended
  | 'div-wrap'; // 2024 demo: N divisible by b: '1' on the left and `tail` on the right; else (N mod b)·m appended
type Ask = 'min-n' | 'min-r' | 'max-r' | 'max-n' | 'count';
type Params = {
  family: Family;
  rule: Rule;
  base: number;
  /** mod-tail: the modulus; div-tail/div-wrap: the factor of the remainder. */
  m: number;
  /** div-wrap: the digits appended on the right. */
  tail: string;
  ask: Ask;
  /** K; for 'count' the segment [bound; upper]. */
  bound: number;
  upper: number;
  example: number;
};

const baseName: Record<number, [string, string]> = {
  2: ['двоичная', 'двоичной'],
  3: ['троичная', 'троичной'],
  4: ['четверичная', 'четверичной'],
  5: ['пятеричная', 'пятеричной'],
};

/** The binary 'div-tail' divides by 3 while writing in base 2. */
const divisorOf = (p: Params) => (p.rule === 'div-tail' && p.family === 'if-else' ? 3 : p.base);

const toBase = (n: number, b: number) => n.toString(b);
const digitSum = (s: string) => [...s].reduce((sum, c) => sum + Number(c), 0);
const widthOf = (m: number) => (m - 1).toString(2).length;

/** R by strings, the way the statement and the program build it. */
function applyText(p: Params, n: number): number {
  const b = p.base;
  let s = toBase(n, b);
  switch (p.rule) {
    case 'sum-twice':
      for (let k = 0; k < 2; k++) s += String(digitSum(s) % b);
      break;
    case 'mod-tail':
      s += (n % p.m).toString(2).padStart(widthOf(p.m), '0');
      break;
    case 'ones-replace':
      {
        const parity = digitSum(s) % 2;
        s = (parity === 0 ? '10' : '11') + (s + String(parity)).slice(2);
      }
      break;
    case 'ones-wrap':
      s = digitSum(s) % 2 === 0 ? `10${s}` : `1${s}1`;
      break;
    case 'n-parity':
      s = n % 2 === 0 ? `${s}00` : `${s}1${digitSum(s) % 2}`;
      break;
    case 'div-tail':
      s = n % divisorOf(p) === 0 ? s + s.slice(-2) : s + toBase((n % divisorOf(p)) * p.m, b);
      break;
    case 'div-wrap':
      s = n % b === 0 ? `1${s}${p.tail}` : s + toBase((n % b) * p.m, b);
      break;
  }
  return parseInt(s, b);
}

/** R by arithmetic on numbers: digits counted and summed by division, digits added by multiplying. */
function applyArith(p: Params, n: number): number {
  const b = p.base;
  const digits = (x: number) => {
    let w = 0;
    for (let y = x; y > 0; y = Math.floor(y / b)) w++;
    return w;
  };
  const sum = (x: number) => {
    let c = 0;
    for (let y = x; y > 0; y = Math.floor(y / b)) c += y % b;
    return c;
  };
  const w = digits(n);
  const c = sum(n);
  const appendNumber = (x: number, k: number) => x * b ** digits(k) + k;
  switch (p.rule) {
    case 'sum-twice': {
      const first = c % b;
      return (n * b + first) * b + ((c + first) % b);
    }
    case 'mod-tail':
      return n * 2 ** widthOf(p.m) + (n % p.m);
    case 'ones-replace': {
      const t = n * 2 + (c % 2);
      const top = Math.floor(t / 2 ** (w - 1));
      return t - top * 2 ** (w - 1) + (c % 2 === 0 ? 2 : 3) * 2 ** (w - 1);
    }
    case 'ones-wrap':
      return c % 2 === 0 ? 2 ** (w + 1) + n : (2 ** w + n) * 2 + 1;
    case 'n-parity':
      return n % 2 === 0 ? n * 4 : n * 4 + 2 + (c % 2);
    case 'div-tail':
      return n % divisorOf(p) === 0 ? n * b * b + (n % (b * b)) : appendNumber(n, (n % divisorOf(p)) * p.m);
    case 'div-wrap':
      return n % b === 0 ? b ** (w + p.tail.length) + n * b ** p.tail.length + parseInt(p.tail, b) : appendNumber(n, (n % b) * p.m);
  }
}

/** Every rule makes R longer than N with a non-zero first digit, so R > N: searches stop at the bound. */
function answerBy(p: Params, r: (n: number) => number, downwards: boolean): number | null {
  const K = p.bound;
  switch (p.ask) {
    case 'min-n': {
      for (let n = 1; n <= K; n++) if (r(n) > K) return n;
      return null;
    }
    case 'min-r': {
      let best = Infinity;
      for (let n = 1; n < best; n++) {
        const x = r(n);
        if (x > K && x < best) best = x;
      }
      return best;
    }
    case 'max-r': {
      let best = -1;
      for (let n = 1; n < K; n++) {
        const x = r(n);
        if (x < K && x > best) best = x;
      }
      return best > 0 ? best : null;
    }
    case 'max-n': {
      if (downwards) {
        for (let n = K - 1; n >= 1; n--) if (r(n) < K) return n;
        return null;
      }
      let last = 0;
      for (let n = 1; n < K; n++) if (r(n) < K) last = n;
      return last > 0 ? last : null;
    }
    case 'count': {
      if (downwards) {
        const seen = new Set<number>();
        for (let n = 1; n <= p.upper; n++) {
          const x = r(n);
          if (x >= K && x <= p.upper) seen.add(x);
        }
        return seen.size > 0 ? seen.size : null;
      }
      const hit = new Uint8Array(p.upper + 1);
      for (let n = 1; n <= p.upper; n++) {
        const x = r(n);
        if (x >= K && x <= p.upper) hit[x] = 1;
      }
      const total = hit.reduce((s, v) => s + v, 0);
      return total > 0 ? total : null;
    }
  }
}

function solve(p: Params): GeneratedAnswer | null {
  const value = answerBy(p, (n) => applyText(p, n), true);
  return value === null ? null : fieldAnswer(value);
}

function check(p: Params): GeneratedAnswer | null {
  const value = answerBy(p, (n) => applyArith(p, n), false);
  return value === null ? null : fieldAnswer(value);
}

const rulesOf: Record<Family, Rule[]> = {
  binary: ['sum-twice', 'mod-tail'],
  'if-else': ['ones-replace', 'ones-wrap', 'n-parity', 'div-tail'],
  base: ['div-wrap', 'div-tail', 'sum-twice'],
};

const asksOf: Record<Difficulty, Ask[]> = {
  1: ['min-n'],
  2: ['min-n', 'min-r', 'max-r', 'max-n'],
  3: ['min-r', 'max-r', 'max-n', 'count'],
};

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick<Family>(['binary', 'if-else', 'base']);
  const rule = random.pick(rulesOf[family]);
  const base = family === 'base' ? (difficulty === 1 ? 3 : difficulty === 2 ? random.int(3, 4) : random.int(3, 5)) : 2;
  // In the binary 'div-tail' (the 2025 demo form) the test is «делится на 3» over the binary notation.
  // N mod 4 would only repeat the last two digits: the modulus is 3 or 5–7.
  const m = rule === 'mod-tail' ? (difficulty === 1 ? 3 : random.pick([3, 5, 6, 7])) : random.int(2, difficulty === 1 ? 3 : 5);
  const tail = toBase(random.int(1, base * base - 1), base).padStart(2, '0');
  const ask = random.pick(asksOf[difficulty]);
  const bound = difficulty === 1 ? random.int(30, 300) : difficulty === 2 ? random.int(100, 3000) : random.int(1000, 20000);
  const upper = ask === 'count' ? bound + random.int(bound, 3 * bound) : 0;
  return { family, rule, base, m, tail, ask, bound, upper, example: random.int(5, 14) };
}

const sub = (s: string, b: number) => `${s}<sub>${b}</sub>`;


function ruleText(p: Params): string {
  const [name, nameGen] = baseName[p.base]!;
  const first = `<p>1. Строится ${name} запись числа N.</p>`;
  const d = divisorOf(p);
  const remainder = (b: number) =>
    `остаток от деления числа N на ${d} умножается на ${p.m}, переводится в ${b === 2 ? 'двоичную' : baseName[b]![0].replace(/ая$/, 'ую')} запись и дописывается в конец числа`;
  switch (p.rule) {
    case 'sum-twice':
      return (
        first +
        `<p>2. К этой записи дописываются справа ещё два разряда по следующему правилу:</p>` +
        `<p>а) складываются все цифры ${nameGen} записи числа N, и остаток от деления суммы на ${p.base} дописывается в конец числа (справа);</p>` +
        `<p>б) над этой записью производятся те же действия — справа дописывается остаток от деления суммы её цифр на ${p.base}.</p>`
      );
    case 'mod-tail': {
      const width = widthOf(p.m);
      return (
        first +
        `<p>2. К этой записи справа дописывается двоичная запись остатка от деления числа N на ${p.m}, дополненная при необходимости ведущими нулями до ${width} ${pluralRu(width, ['цифры', 'цифр', 'цифр'])}.</p>`
      );
    }
    case 'ones-replace':
      return (
        first +
        '<p>2. Далее эта запись обрабатывается по следующему правилу:</p>' +
        '<p>а) если сумма цифр в двоичной записи числа чётная, то к этой записи справа дописывается 0, а затем два левых разряда заменяются на 10;</p>' +
        '<p>б) если сумма цифр в двоичной записи числа нечётная, то к этой записи справа дописывается 1, а затем два левых разряда заменяются на 11.</p>'
      );
    case 'ones-wrap':
      return (
        first +
        '<p>2. Далее эта запись обрабатывается по следующему правилу:</p>' +
        '<p>а) если количество единиц в двоичной записи чётное, то к этой записи слева дописывается 10;</p>' +
        '<p>б) если количество единиц в двоичной записи нечётное, то к этой записи слева дописывается 1 и справа дописывается 1.</p>'
      );
    case 'n-parity':
      return (
        first +
        '<p>2. Далее эта запись обрабатывается по следующему правилу:</p>' +
        '<p>а) если число N чётное, то к двоичной записи справа дописываются два нуля;</p>' +
        '<p>б) если число N нечётное, то к двоичной записи справа дописывается 1, а затем остаток от деления количества единиц в записи, построенной на шаге 1, на 2.</p>'
      );
    case 'div-tail':
      return (
        first +
        '<p>2. Далее эта запись обрабатывается по следующему правилу:</p>' +
        `<p>а) если число N делится на ${d}, то к этой записи дописываются две её последние цифры;</p>` +
        `<p>б) если число N на ${d} не делится, то ${remainder(p.base)}.</p>`
      );
    case 'div-wrap':
      return (
        first +
        '<p>2. Далее эта запись обрабатывается по следующему правилу:</p>' +
        `<p>а) если число N делится на ${d}, то слева к нему приписывается «1», а справа «${p.tail}»;</p>` +
        `<p>б) если число N на ${d} не делится, то ${remainder(p.base)}.</p>`
      );
  }
}

function questionText(p: Params): string {
  const decimal = ' В ответе запишите это число в десятичной системе счисления.';
  switch (p.ask) {
    case 'min-n':
      return `<p>Укажите минимальное число N, после обработки которого с помощью этого алгоритма получается число R, большее ${p.bound}.${decimal}</p>`;
    case 'min-r':
      return `<p>Укажите минимальное число R, большее ${p.bound}, которое может быть получено с помощью этого алгоритма.${decimal}</p>`;
    case 'max-r':
      return `<p>Укажите максимальное число R, меньшее ${p.bound}, которое может быть получено с помощью этого алгоритма.${decimal}</p>`;
    case 'max-n':
      return `<p>Укажите максимальное число N, после обработки которого с помощью этого алгоритма получается число R, меньшее ${p.bound}.${decimal}</p>`;
    case 'count':
      return `<p>Сколько различных чисел R, принадлежащих отрезку [${p.bound}; ${p.upper}], могут быть получены с помощью этого алгоритма?</p>`;
  }
}

const pythonRule: Record<Rule, (p: Params) => string> = {
  'sum-twice': (p) => `    for _ in range(2):\n        s += str(sum(map(int, s)) % ${p.base})`,
  'mod-tail': (p) => `    s += bin(n % ${p.m})[2:].zfill(${widthOf(p.m)})`,
  'ones-replace': () =>
    "    if s.count('1') % 2 == 0:\n        s = '10' + (s + '0')[2:]\n    else:\n        s = '11' + (s + '1')[2:]",
  'ones-wrap': () => "    s = '10' + s if s.count('1') % 2 == 0 else '1' + s + '1'",
  'n-parity': () => "    s = s + '00' if n % 2 == 0 else s + '1' + str(s.count('1') % 2)",
  'div-tail': (p) => `    if n % ${divisorOf(p)} == 0:\n        s += s[-2:]\n    else:\n        s += to_base(n % ${divisorOf(p)} * ${p.m}, ${p.base})`,
  'div-wrap': (p) => `    if n % ${p.base} == 0:\n        s = '1' + s + '${p.tail}'\n    else:\n        s += to_base(n % ${p.base} * ${p.m}, ${p.base})`,
};

function pythonOf(p: Params): string {
  const head =
    'def to_base(n, b):\n    s = \'\'\n    while n > 0:\n        s = str(n % b) + s\n        n //= b\n    return s\n\n\n' +
    `def r_of(n):\n    s = to_base(n, ${p.base})\n${pythonRule[p.rule](p)}\n    return int(s, ${p.base})\n\n\n`;
  const K = p.bound;
  switch (p.ask) {
    case 'min-n':
      return `${head}n = 1\nwhile r_of(n) <= ${K}:\n    n += 1\nprint(n)\n`;
    case 'min-r':
      return `${head}# R > N, поэтому N, большие уже найденного R, его не улучшат\nbest = None\nn = 1\nwhile best is None or n < best:\n    r = r_of(n)\n    if r > ${K} and (best is None or r < best):\n        best = r\n    n += 1\nprint(best)\n`;
    case 'max-r':
      return `${head}print(max(r for r in map(r_of, range(1, ${K})) if r < ${K}))\n`;
    case 'max-n':
      return `${head}print(max(n for n in range(1, ${K}) if r_of(n) < ${K}))\n`;
    case 'count':
      return `${head}print(len({r for r in map(r_of, range(1, ${p.upper + 1})) if ${K} <= r <= ${p.upper}}))\n`;
  }
}

function stepsOf(p: Params, value: string): string {
  const K = p.bound;
  const build = `<p>Для каждого N строим R так, как сказано в условии: ${baseName[p.base]![0]} запись, обработка по правилу, перевод результата в десятичную систему (в Python — <code>int(s, ${p.base})</code>). Запись R длиннее записи N и начинается не с нуля, поэтому всегда R &gt; N: это ограничивает перебор.</p>`;
  switch (p.ask) {
    case 'min-n':
      return `${build}<p>Перебираем N = 1, 2, 3, … Первое N, для которого R &gt; ${K}, и есть ответ: ${value}.</p>`;
    case 'min-r':
      return `${build}<p>R растёт вместе с N не монотонно, поэтому первое найденное R &gt; ${K} может быть не наименьшим. Перебираем N, пока N меньше лучшего найденного R (большие N дают ещё большие R), и берём минимум: ${value}.</p>`;
    case 'max-r':
      return `${build}<p>Так как R &gt; N, достаточно перебрать N от 1 до ${K - 1}. Среди полученных R, меньших ${K}, наибольшее: ${value}.</p>`;
    case 'max-n':
      return `${build}<p>Так как R &gt; N, искомое N меньше ${K}. Перебираем N от 1 до ${K - 1} и берём наибольшее N, для которого R &lt; ${K} (R растёт с N не монотонно, поэтому проверяем все): ${value}.</p>`;
    case 'count':
      return `${build}<p>Так как R &gt; N, все R из отрезка [${K}; ${p.upper}] получаются из N ≤ ${p.upper}. Собираем различные R (множество: разные N могут дать одно R) и считаем те, что попали в отрезок: ${value}.</p>`;
  }
}

export const type05Generator: TaskGenerator<Params> = {
  type: 5,
  version: 2,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const [, nameGen] = baseName[p.base]!;
    const n = p.example;
    const r = applyText(p, n);
    const example = `<p>Например, для исходного числа ${n} = ${sub(toBase(n, p.base), p.base)} результатом является число ${sub(toBase(r, p.base), p.base)} = ${r}.</p>`;
    const text =
      '<p>На вход алгоритма подаётся натуральное число N. Алгоритм строит по нему новое число R следующим образом.</p>' +
      ruleText(p) +
      `<p>Полученная таким образом запись является ${nameGen} записью искомого числа R.</p>` +
      example +
      questionText(p);
    return { text, files: [], steps: stepsOf(p, value), python: pythonOf(p) };
  },
};
