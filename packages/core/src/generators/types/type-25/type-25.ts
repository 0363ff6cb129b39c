import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 25: a table «число | результат» (the product's 10×2 answer table). Three families (README, ## 25):
 * numbers matching a mask with «?» and «*» divisible by d ('mask'); the first five N above K whose M(N)
 * (a sum or difference of non-trivial divisors) ends in given digits ('m-of-n', the 2022–2026 form);
 * the numbers of a segment with exactly two non-trivial divisors (the 2021 demo), exactly k divisors or
 * exactly three even divisors ('divisors'). The solution goes number by number (the mask's own
 * candidates; trial division up to √N); the checker fills every layout of the mask as a number, or
 * sieves the divisors of a whole segment at once.
 */
type Family = 'mask' | 'm-of-n' | 'divisors';
type MForm = 'sum' | 'diff' | 'all';
type DivisorForm = 'two' | 'k' | 'three-even' | 'primes';
type Params =
  | { family: 'mask'; mask: string; divisor: number; limit: number }
  | { family: 'm-of-n'; form: MForm; bound: number; ending: number }
  | { family: 'divisors'; form: DivisorForm; from: number; to: number; k: number };

const maxRows = 10;
const table = (rows: number[][]): GeneratedAnswer | null =>
  rows.length >= 2 && rows.length <= maxRows ? { kind: 'table', rows: rows.map((row) => row.map(String)) } : null;

// ---------- masks ----------

const power = (limit: number) => Math.round(Math.log10(limit));

/** The mask's candidates one by one, digit by digit (a number never starts with 0), tested for divisibility. */
function solveMask(mask: string, limit: number, divisor: number): number[] {
  const maxLength = String(limit).length;
  const fixed = mask.replace(/\*/g, '').length;
  const found = new Set<number>();
  const walk = (i: number, value: number, length: number, room: number): void => {
    if (i === mask.length) {
      if (length > 0 && value <= limit && value % divisor === 0) found.add(value);
      return;
    }
    const c = mask[i]!;
    if (c === '?') {
      for (let d = length === 0 ? 1 : 0; d <= 9; d++) walk(i + 1, value * 10 + d, length + 1, room);
    } else if (c === '*') {
      const fill = (v: number, l: number, used: number): void => {
        walk(i + 1, v, l, room - used);
        if (used < room) for (let d = l === 0 ? 1 : 0; d <= 9; d++) fill(v * 10 + d, l + 1, used + 1);
      };
      fill(value, length, 0);
    } else if (!(length === 0 && c === '0')) walk(i + 1, value * 10 + Number(c), length + 1, room);
  };
  walk(0, 0, 0, maxLength - fixed);
  return [...found].sort((a, b) => a - b);
}

/** The checker: every way to give the stars lengths, then every filling of the free places counted as one number. */
function checkMask(mask: string, limit: number, divisor: number): number[] {
  const maxLength = String(limit).length;
  const stars = [...mask].filter((c) => c === '*').length;
  const room = maxLength - (mask.length - stars);
  const found = new Set<number>();
  const layouts: number[][] = [];
  const split = (left: number, acc: number[]): void => {
    if (acc.length === stars) {
      layouts.push(acc);
      return;
    }
    for (let len = 0; len <= left; len++) split(left - len, [...acc, len]);
  };
  split(room, []);
  for (const layout of layouts) {
    let template = '';
    let s = 0;
    for (const c of mask) template += c === '*' ? '?'.repeat(layout[s++]!) : c;
    if (template.length === 0) continue;
    const free: number[] = [];
    let fixedValue = 0;
    for (let i = 0; i < template.length; i++) {
      const place = 10 ** (template.length - 1 - i);
      if (template[i] === '?') free.push(place);
      else fixedValue += Number(template[i]) * place;
    }
    const top = 10 ** (template.length - 1);
    for (let fill = 0; fill < 10 ** free.length; fill++) {
      let value = fixedValue;
      let rest = fill;
      for (const place of free) {
        value += (rest % 10) * place;
        rest = Math.floor(rest / 10);
      }
      if (value >= top && value <= limit && value % divisor === 0) found.add(value);
    }
  }
  return [...found].sort((a, b) => a - b);
}

function drawMask(random: SeededRandom, difficulty: Difficulty): Params | null {
  const limit = difficulty === 1 ? random.pick([10 ** 8, 10 ** 9]) : difficulty === 2 ? random.pick([10 ** 9, 10 ** 10]) : 10 ** 10;
  const divisor = difficulty === 1 ? random.int(500, 3000) : difficulty === 2 ? random.int(1000, 6000) : random.int(2000, 9999);
  // The mask is cut out of a multiple of d, so at least that number answers it.
  const digits = [...String(divisor * random.int(Math.ceil(limit / 100 / divisor), Math.floor(limit / divisor)))];
  const questions = difficulty === 1 ? 1 : 2;
  for (let k = 0; k < questions; k++) digits[random.int(1, digits.length - 1)] = '?';
  const starCount = difficulty === 3 ? 2 : 1;
  for (let k = 0; k < starCount; k++) {
    const at = random.int(k === 0 ? 1 : 0, digits.length - 1);
    const cut = random.int(0, Math.min(3, digits.length - at));
    if (digits.slice(at, at + cut).some((c) => c === '?' || c === '*')) return null;
    digits.splice(at, cut, '*');
  }
  const mask = digits.join('');
  if (mask.includes('**') || mask.startsWith('*0') || mask.startsWith('0')) return null;
  // Free digits (the «?» and the stars' room) bound the candidates: 10^4–10^5, as in the exam's masks.
  const free = [...mask].filter((c) => c === '?').length + String(limit).length - mask.replace(/\*/g, '').length;
  if (free > (difficulty === 3 ? 5 : 4) || free < 3) return null;
  // About one candidate in d divides: the candidates' count (every star length, every digit) keeps the table at 2–10 rows
  // without solving draws that cannot fit.
  const stars = [...mask].filter((c) => c === '*').length;
  const room = String(limit).length - mask.replace(/\*/g, '').length;
  let candidates = 0;
  for (let t = 0; t <= room; t++) candidates += (stars === 1 ? 1 : t + 1) * 10 ** t;
  candidates *= 10 ** [...mask].filter((c) => c === '?').length;
  if (candidates / divisor < 1.5 || candidates / divisor > 9) return null;
  return { family: 'mask', mask, divisor, limit };
}

// ---------- M(N) ----------

/** M(N) by trial division up to √N (0 when N has no divisors but 1 and N). */
function mByTrial(form: MForm, n: number): number {
  if (form === 'all') {
    let sum = 0;
    for (let d = 2; d * d <= n; d++) if (n % d === 0) sum += d === n / d ? d : d + n / d;
    return sum;
  }
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return form === 'sum' ? d + n / d : n / d - d;
  return 0;
}

const endsWith = (m: number, ending: number) => m > 0 && m % (ending < 10 ? 10 : 100) === ending;

function solveM(p: Extract<Params, { family: 'm-of-n' }>): number[][] {
  const rows: number[][] = [];
  for (let n = p.bound + 1; rows.length < 5 && n < p.bound + 200_000; n++) {
    const m = mByTrial(p.form, n);
    if (endsWith(m, p.ending)) rows.push([n, m]);
  }
  return rows;
}

/**
 * The divisors of every number of [lo; hi] at once: for each d ≤ √hi, its multiples from d² on get the
 * pair d, m/d. Returns the least non-trivial divisor, the sum of the non-trivial ones, the count of all
 * divisors and of the even ones.
 */
function sieveSegment(lo: number, hi: number) {
  const size = hi - lo + 1;
  const least = new Float64Array(size);
  const sum = new Float64Array(size);
  const count = new Float64Array(size).fill(2);
  const even = new Float64Array(size);
  // The number itself when even; 2 and the other even divisors come from the pairs below.
  for (let i = 0; i < size; i++) if ((lo + i) % 2 === 0) even[i] = 1;
  for (let i = 0; i < size; i++) if (lo + i === 1) count[i] = 1;
  for (let d = 2; d * d <= hi; d++) {
    const start = Math.max(d * d, Math.ceil(lo / d) * d);
    for (let m = start; m <= hi; m += d) {
      const i = m - lo;
      const q = m / d;
      if (least[i] === 0) least[i] = d;
      sum[i] = sum[i]! + (q === d ? d : d + q);
      count[i] = count[i]! + (q === d ? 1 : 2);
      even[i] = even[i]! + (d % 2 === 0 ? 1 : 0) + (q !== d && q % 2 === 0 ? 1 : 0);
    }
  }
  return { least, sum, count, even };
}

function checkM(p: Extract<Params, { family: 'm-of-n' }>): number[][] {
  for (let width = 2000; width <= 400_000; width *= 2) {
    const lo = p.bound + 1;
    const { least, sum } = sieveSegment(lo, lo + width - 1);
    const rows: number[][] = [];
    for (let i = 0; i < width && rows.length < 5; i++) {
      const n = lo + i;
      const d = least[i]!;
      const m = d === 0 ? 0 : p.form === 'all' ? sum[i]! : p.form === 'sum' ? d + n / d : n / d - d;
      if (endsWith(m, p.ending)) rows.push([n, m]);
    }
    if (rows.length === 5) return rows;
  }
  return [];
}

const mForms: Record<Difficulty, MForm[]> = { 1: ['sum'], 2: ['sum', 'diff'], 3: ['sum', 'diff', 'all'] };

function drawM(random: SeededRandom, difficulty: Difficulty, form: MForm): Params {
  const bound = difficulty === 1 ? random.int(100, 900) * 1000 : difficulty === 2 ? random.int(500, 5000) * 1000 : random.int(2000, 20_000) * 1000;
  const ending = difficulty === 3 && random.int(0, 1) === 0 ? random.int(11, 99) : random.int(1, 9);
  return { family: 'm-of-n', form, bound, ending };
}

// ---------- divisors in a segment ----------

const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

function divisorsOf(n: number): number[] {
  const small: number[] = [];
  const large: number[] = [];
  for (let d = 1; d * d <= n; d++) {
    if (n % d !== 0) continue;
    small.push(d);
    if (d !== n / d) large.unshift(n / d);
  }
  return [...small, ...large];
}

function solveDivisors(p: Extract<Params, { family: 'divisors' }>): number[][] {
  const rows: number[][] = [];
  if (p.form === 'three-even') {
    // Even divisors of N = 2^a·m (m odd) number a·d(m): three only for N = 2·p² (p an odd prime) or N = 8.
    for (let n = p.from; n <= p.to; n++) {
      if (n === 8) rows.push([8, 1]);
      if (n % 4 !== 2) continue;
      const m = n / 2;
      const r = Math.round(Math.sqrt(m));
      if (r * r === m && isPrime(r)) rows.push([n, m]);
    }
    return rows;
  }
  if (p.form === 'primes') {
    for (let n = p.from; n <= p.to; n++) if (isPrime(n)) rows.push([rows.length + 1, n]);
    return rows;
  }
  for (let n = p.from; n <= p.to; n++) {
    const divisors = divisorsOf(n);
    if (p.form === 'two' && divisors.length === 4) rows.push([divisors[1]!, divisors[2]!]);
    if (p.form === 'k' && divisors.length === p.k) rows.push([n, divisors[divisors.length - 2]!]);
  }
  return rows;
}

function checkDivisors(p: Extract<Params, { family: 'divisors' }>): number[][] {
  const { least, count, even } = sieveSegment(p.from, p.to);
  const rows: number[][] = [];
  for (let i = 0; i <= p.to - p.from; i++) {
    const n = p.from + i;
    const d = least[i] === 0 ? n : least[i]!;
    if (p.form === 'two' && count[i] === 4) rows.push(d * d * d === n ? [d, d * d] : [d, n / d]);
    if (p.form === 'k' && count[i] === p.k) rows.push([n, n / d]);
    if (p.form === 'primes' && count[i] === 2) rows.push([rows.length + 1, n]);
    if (p.form === 'three-even' && even[i] === 3) {
      let odd = n;
      while (odd % 2 === 0) odd /= 2;
      rows.push([n, odd]);
    }
  }
  return rows;
}

const divisorFormsOf: Record<Difficulty, DivisorForm[]> = { 1: ['two', 'primes'], 2: ['two', 'k', 'three-even', 'primes'], 3: ['k', 'three-even', 'primes'] };

function drawDivisors(random: SeededRandom, difficulty: Difficulty, form: DivisorForm): Params {
  if (form === 'primes') {
    // About one number in ln A is prime: 60–150 numbers hold 3–10 of them.
    const from = difficulty === 1 ? random.int(100_000, 5_000_000) : difficulty === 2 ? random.int(5_000_000, 30_000_000) : random.int(30_000_000, 100_000_000);
    return { family: 'divisors', form, from, to: from + random.int(60, 150), k: 2 };
  }
  if (form === 'three-even') {
    // 2·p² for a few consecutive primes p: a segment of about 4·p·(its primes' spread) numbers, sieved at once by the checker.
    const p0 = difficulty === 2 ? random.int(100, 700) : random.int(700, 2000);
    const from = 2 * p0 * p0 - random.int(0, 2 * p0);
    const to = 2 * (p0 + random.int(difficulty === 2 ? 15 : 12, difficulty === 2 ? 40 : 30)) ** 2;
    return { family: 'divisors', form, from, to, k: 3 };
  }
  if (form === 'two') {
    const from = difficulty === 1 ? random.int(100_000, 999_999) : random.int(1_000_000, 9_999_999);
    return { family: 'divisors', form, from, to: from + random.int(20, 50), k: 4 };
  }
  const k = difficulty === 2 ? random.pick([6, 8, 10]) : random.pick([10, 12, 16, 18]);
  const from = difficulty === 2 ? random.int(100_000, 2_000_000) : random.int(2_000_000, 20_000_000);
  return { family: 'divisors', form, from, to: from + random.int(k <= 8 ? 40 : 100, k <= 8 ? 100 : 300), k };
}

// ---------- the generator ----------

/** Draws keep their family and form while the numbers are drawn again, so rejections do not thin out a family. */
const solved = new WeakMap<Params, GeneratedAnswer | null>();

function solve(p: Params): GeneratedAnswer | null {
  if (!solved.has(p)) solved.set(p, solveOnce(p));
  return solved.get(p)!;
}

function solveOnce(p: Params): GeneratedAnswer | null {
  if (p.family === 'mask') return table(solveMask(p.mask, p.limit, p.divisor).map((x) => [x, x / p.divisor]));
  if (p.family === 'm-of-n') {
    const rows = solveM(p);
    // For N = p² the least and the largest divisor are one number: whether M is 2p (0) or p is a matter of reading, so not drawn.
    const doubtful = p.form !== 'all' && rows.some(([n]) => isPrime(Math.round(Math.sqrt(n!))) && Math.round(Math.sqrt(n!)) ** 2 === n);
    return rows.length === 5 && !doubtful ? table(rows) : null;
  }
  return table(solveDivisors(p));
}

function check(p: Params): GeneratedAnswer | null {
  if (p.family === 'mask') return table(checkMask(p.mask, p.limit, p.divisor).map((x) => [x, x / p.divisor]));
  if (p.family === 'm-of-n') {
    const rows = checkM(p);
    return rows.length === 5 ? table(rows) : null;
  }
  return table(checkDivisors(p));
}

const divisorForms = ['делитель', 'делителя', 'делителей'] as const;

function render(p: Params, answer: GeneratedAnswer): { text: string; steps: string; python: string } {
  const rows = (answer as { rows: string[][] }).rows;
  const spare = '<p>Количество строк в таблице для ответа избыточно.</p>';
  if (p.family === 'mask') {
    const e = power(p.limit);
    const text =
      '<p>Назовём маской числа последовательность цифр, в которой также могут встречаться следующие символы:</p>' +
      '<p>— символ «?» означает ровно одну произвольную цифру;<br>— символ «*» означает любую последовательность цифр произвольной длины; в том числе «*» может задавать и пустую последовательность.</p>' +
      '<p>Например, маске 123*4?5 соответствуют числа 123405 и 12300405.</p>' +
      `<p>Среди натуральных чисел, не превышающих 10<sup>${e}</sup>, найдите все числа, соответствующие маске ${p.mask}, делящиеся на ${p.divisor} без остатка.</p>` +
      `<p>В ответе запишите в первом столбце таблицы все найденные числа в порядке возрастания, а во втором столбце — соответствующие им результаты деления этих чисел на ${p.divisor}.</p>` +
      spare;
    const python =
      `from itertools import product\n\nmask = '${p.mask}'\nk = ${p.divisor}\nlimit = 10 ** ${e}\nlongest = len(str(limit))\nfound = set()\n\n\n` +
      'def build(i, s):\n' +
      "    if len(s) + len(mask[i:].replace('*', '')) > longest:\n        return\n" +
      "    if i == len(mask):\n        if s and s[0] != '0' and int(s) <= limit and int(s) % k == 0:\n            found.add(int(s))\n        return\n" +
      "    if mask[i] == '?':\n        for d in '0123456789':\n            build(i + 1, s + d)\n" +
      "    elif mask[i] == '*':\n        for n in range(longest - len(s) - len(mask[i + 1:].replace('*', '')) + 1):\n            for p in product('0123456789', repeat=n):\n                build(i + 1, s + ''.join(p))\n" +
      '    else:\n        build(i + 1, s + mask[i])\n\n\n' +
      "build(0, '')\nfor x in sorted(found):\n    print(x, x // k)\n";
    const steps =
      `<p>Перебирать все числа, кратные ${p.divisor}, до 10<sup>${e}</sup> долго. Быстрее перебрать сами числа, подходящие под маску: вместо «?» — каждая цифра, вместо «*» — каждая последовательность цифр такой длины, чтобы число не стало длиннее ${String(p.limit).length} ${pluralRu(String(p.limit).length, ['цифры', 'цифр', 'цифр'])}. Разные заполнения «*» могут дать одно число, поэтому найденные числа собираем во множество.</p>` +
      `<p>Для каждого кандидата проверяем, что он не начинается с нуля, не превышает 10<sup>${e}</sup> и делится на ${p.divisor}. Найдено ${rows.length} ${pluralRu(rows.length, ['число', 'числа', 'чисел'])}; первое — ${rows[0]![0]} (частное ${rows[0]![1]}).</p>`;
    return { text, steps, python };
  }
  if (p.family === 'm-of-n') {
    const what = p.form === 'sum' ? 'сумма наибольшего и наименьшего' : p.form === 'diff' ? 'разность наибольшего и наименьшего' : 'сумма всех';
    const text =
      `<p>Пусть M(N) — ${what} натуральных делителей целого числа N, не считая единицы и самого числа. Если таких делителей у числа нет, то значение M(N) считается равным нулю.</p>` +
      `<p>Напишите программу, которая перебирает целые числа, бо́льшие ${p.bound}, в порядке возрастания и ищет среди них такие, для которых значение M(N) оканчивается на ${p.ending}.</p>` +
      '<p>В ответе запишите в первом столбце таблицы первые пять найденных чисел в порядке возрастания, а во втором столбце — соответствующие им значения M(N).</p>' +
      spare;
    const body =
      p.form === 'all'
        ? '    s = 0\n    for d in range(2, isqrt(n) + 1):\n        if n % d == 0:\n            s += d if d == n // d else d + n // d\n    return s\n'
        : `    for d in range(2, isqrt(n) + 1):\n        if n % d == 0:\n            return ${p.form === 'sum' ? 'd + n // d' : 'n // d - d'}\n    return 0\n`;
    const python =
      `from math import isqrt\n\n\ndef m_of(n):\n${body}\n\n` +
      `n = ${p.bound}\nfound = 0\nwhile found < 5:\n    n += 1\n    m = m_of(n)\n    if m > 0 and m % ${p.ending < 10 ? 10 : 100} == ${p.ending}:\n        print(n, m)\n        found += 1\n`;
    const steps =
      (p.form === 'all'
        ? '<p>Делители числа N идут парами d и N / d, где d ≤ √N: перебираем d от 2 до √N и складываем оба делителя пары (для d = √N — один раз).</p>'
        : '<p>Наименьший делитель N, больший 1, находим перебором d от 2 до √N: первое d, на которое N делится. Наибольший делитель, меньший N, — парный ему N / d. Если до √N делителя нет, N простое и M(N) = 0.</p>') +
      `<p>Перебираем N = ${p.bound + 1}, ${p.bound + 2}, … и выводим первые пять N, для которых M(N) оканчивается на ${p.ending} (M(N) &gt; 0 и остаток от деления на ${p.ending < 10 ? 10 : 100} равен ${p.ending}). Первое — ${rows[0]![0]}, M = ${rows[0]![1]}.</p>`;
    return { text, steps, python };
  }
  const segment = `[${p.from}; ${p.to}]`;
  if (p.form === 'two') {
    const text =
      `<p>Напишите программу, которая ищет среди целых чисел, принадлежащих числовому отрезку ${segment}, числа, имеющие ровно два различных натуральных делителя, не считая единицы и самого числа.</p>` +
      '<p>Для каждого найденного числа запишите эти два делителя в таблицу с новой строки в порядке возрастания произведения этих двух делителей. Делители в строке таблицы также должны следовать в порядке возрастания.</p>' +
      spare;
    const python =
      `from math import isqrt\n\nfor n in range(${p.from}, ${p.to + 1}):\n    divisors = set()\n    for d in range(2, isqrt(n) + 1):\n        if n % d == 0:\n            divisors |= {d, n // d}\n    if len(divisors) == 2:\n        print(*sorted(divisors))\n`;
    const steps =
      '<p>Для каждого числа отрезка собираем делители, кроме 1 и самого числа: перебираем d от 2 до √N и добавляем пару d и N / d (множество не даст посчитать √N дважды). Подходят числа ровно с двумя такими делителями (это N = p·q и N = p³ для простых p, q); произведение двух делителей — само число, поэтому строки идут по возрастанию N.</p>' +
      `<p>Найдено ${rows.length} ${pluralRu(rows.length, ['число', 'числа', 'чисел'])}; первая строка — ${rows[0]!.join(' ')}.</p>`;
    return { text, steps, python };
  }
  if (p.form === 'primes') {
    const text =
      `<p>Напишите программу, которая ищет среди целых чисел, принадлежащих числовому отрезку ${segment}, простые числа.</p>` +
      '<p>В ответе запишите найденные простые числа в порядке возрастания, каждое в отдельной строке таблицы, а слева от каждого числа — его номер по порядку среди найденных (в первом столбце номер, во втором — само число).</p>' +
      spare;
    const python =
      `from math import isqrt\n\ncount = 0\nfor n in range(${p.from}, ${p.to + 1}):\n    if n > 1 and all(n % d for d in range(2, isqrt(n) + 1)):\n        count += 1\n        print(count, n)\n`;
    const steps =
      '<p>Число простое, если у него нет делителей от 2 до √N: если N = a·b и a ≤ b, то a ≤ √N, поэтому дальше корня проверять не нужно. Перебираем числа отрезка и нумеруем простые по мере нахождения.</p>' +
      `<p>Найдено ${rows.length} ${pluralRu(rows.length, ['простое число', 'простых числа', 'простых чисел'])}; первое — ${rows[0]![1]}.</p>`;
    return { text, steps, python };
  }
  if (p.form === 'k') {
    const text =
      `<p>Напишите программу, которая ищет среди целых чисел, принадлежащих числовому отрезку ${segment}, числа, имеющие ровно ${p.k} различных натуральных ${pluralRu(p.k, divisorForms)} (считая единицу и само число).</p>` +
      '<p>В ответе запишите в первом столбце таблицы найденные числа в порядке возрастания, а во втором столбце — наибольший натуральный делитель каждого из них, отличный от самого числа.</p>' +
      spare;
    const python =
      `from math import isqrt\n\nfor n in range(${p.from}, ${p.to + 1}):\n    count = 0\n    least = 0\n    for d in range(1, isqrt(n) + 1):\n        if n % d == 0:\n            count += 1 if d * d == n else 2\n            if d > 1 and least == 0:\n                least = d\n    if count == ${p.k}:\n        print(n, n // least)\n`;
    const steps =
      `<p>Делители числа N идут парами d и N / d, где d ≤ √N: перебирая d до √N, считаем по два делителя на пару (при d = √N — один). Подходят числа ровно с ${p.k} ${pluralRu(p.k, divisorForms)}.</p>` +
      `<p>Наибольший делитель, отличный от N, — это N, делённое на наименьший делитель, больший 1. Найдено ${rows.length} ${pluralRu(rows.length, ['число', 'числа', 'чисел'])}; первое — ${rows[0]![0]}.</p>`;
    return { text, steps, python };
  }
  const text =
    `<p>Напишите программу, которая ищет среди целых чисел, принадлежащих числовому отрезку ${segment}, числа, имеющие ровно три различных чётных натуральных делителя (само число тоже считается своим делителем).</p>` +
    '<p>В ответе запишите в первом столбце таблицы найденные числа в порядке возрастания, а во втором столбце — наибольший нечётный делитель каждого из них.</p>' +
    spare;
  const python =
    `from math import isqrt\n\n\ndef is_prime(x):\n    return x > 1 and all(x % d for d in range(2, isqrt(x) + 1))\n\n\n` +
    `for n in range(${p.from}, ${p.to + 1}):\n    # чётные делители N = 2^a·m (m нечётное): их a·d(m); три — только у 8 и у 2·p²\n    if n == 8:\n        print(8, 1)\n    elif n % 4 == 2 and isqrt(n // 2) ** 2 == n // 2 and is_prime(isqrt(n // 2)):\n        print(n, n // 2)\n`;
  const steps =
    '<p>Запишем N = 2<sup>a</sup>·m, где m нечётное. Чётный делитель — это 2<sup>b</sup>·t, где 1 ≤ b ≤ a и t делит m, поэтому чётных делителей a·d(m), где d(m) — число делителей m. Три получается при a = 3, m = 1 (N = 8) или при a = 1, d(m) = 3, то есть m = p² для простого p. Значит, ищем N = 2·p²; его наибольший нечётный делитель — p².</p>' +
    `<p>Проверяем числа отрезка: N при делении на 4 даёт остаток 2, N / 2 — квадрат простого числа. Найдено ${rows.length} ${pluralRu(rows.length, ['число', 'числа', 'чисел'])}; первое — ${rows[0]![0]}.</p>`;
  return { text, steps, python };
}

export const type25Generator: TaskGenerator<Params> = {
  type: 25,
  version: 3,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick<Family>(['mask', 'm-of-n', 'divisors']);
    const mForm = random.pick(mForms[difficulty]);
    const divisorForm = random.pick(divisorFormsOf[difficulty]);
    for (let attempt = 0; attempt < 300; attempt++) {
      const p = family === 'mask' ? drawMask(random, difficulty) : family === 'm-of-n' ? drawM(random, difficulty, mForm) : drawDivisors(random, difficulty, divisorForm);
      if (p !== null && solve(p) !== null) return p;
    }
    return null;
  },
  solve,
  check,
  render(p, answer) {
    return { ...render(p, answer), files: [] };
  },
};
