import type { SeededRandom } from '../../seeded-random';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 24: a file 24.txt of about 10^6 characters (the exam's size) and one question about it, in the
 * exam's four families (README): the longest run of a form ('run'), the longest run with at most / exactly
 * K of a letter or a pair ('window'), the longest correct arithmetic expression, at 3 with the value 0
 * ('expression'), and the most frequent letter after a letter or a pattern ('count').
 *
 * The file is drawn straight into a Buffer by a fast generator seeded from the task's random (a 10^6
 * character file in a few milliseconds). Each solver makes the one pass the 'Разбор' explains; each checker
 * counts another way: regular expressions, the positions of the letter, a right-to-left DP, indexOf counts.
 */
type Run = { kind: 'no-equal' } | { kind: 'pairs'; vowels: string; consonants: string } | { kind: 'cycle'; cycle: string };
type Window = { kind: 'at-most' | 'exactly'; letter: string; k: number } | { kind: 'pair-at-most'; pair: string; k: number };
type Expression = { digits: string; signs: string; zero: boolean };
type Count = { kind: 'after-letter'; letter: string } | { kind: 'after-double' } | { kind: 'between-equal' };

type Params =
  | { family: 'run'; text: Buffer; ask: Run }
  | { family: 'window'; text: Buffer; ask: Window }
  | { family: 'expression'; text: Buffer; ask: Expression }
  | { family: 'count'; text: Buffer; ask: Count };

// ---- the file ----

/** xorshift32 seeded from the task's random: fast enough for 10^6 characters, deterministic. */
function fastRandom(random: SeededRandom): () => number {
  let x = random.int(1, 0x7fffffff);
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

/** A 256-entry table of character codes in proportion to the weights: table[r & 255] draws one. */
function table(chars: string, weights: readonly number[]): Uint8Array {
  const total = weights.reduce((a, b) => a + b, 0);
  const out = new Uint8Array(256);
  let k = 0;
  let acc = 0;
  for (let c = 0; c < chars.length; c++) {
    acc += weights[c]!;
    const end = c === chars.length - 1 ? 256 : Math.round((acc / total) * 256);
    for (; k < end; k++) out[k] = chars.charCodeAt(c);
  }
  return out;
}

/** Characters drawn independently with the weights. */
function independent(random: SeededRandom, length: number, chars: string, weights: readonly number[]): Buffer {
  const next = fastRandom(random);
  const t = table(chars, weights);
  const out = Buffer.allocUnsafe(length);
  for (let i = 0; i < length; i++) out[i] = t[next() & 255]!;
  return out;
}

/** Each character drawn with weights that depend on the character before it (a random Markov chain). */
function markov(random: SeededRandom, length: number, chars: string): Buffer {
  const next = fastRandom(random);
  const tables: Uint8Array[] = new Array(128);
  for (const c of chars) tables[c.charCodeAt(0)] = table(chars, [...chars].map(() => random.int(2, 12)));
  const out = Buffer.allocUnsafe(length);
  let prev = chars.charCodeAt(0);
  for (let i = 0; i < length; i++) prev = out[i] = tables[prev]![(next() >>> 8) & 255]!;
  return out;
}

/** Letters where the cycle's successor follows with probability about ½ (long chains appear). */
function cyclic(random: SeededRandom, length: number, chars: string, cycle: string): Buffer {
  const next = fastRandom(random);
  const t = table(chars, [...chars].map(() => 1));
  const succ = new Uint8Array(128);
  for (let c = 0; c < cycle.length; c++) succ[cycle.charCodeAt(c)] = cycle.charCodeAt((c + 1) % cycle.length);
  const out = Buffer.allocUnsafe(length);
  let prev = 0;
  for (let i = 0; i < length; i++) {
    const r = next();
    prev = out[i] = succ[prev] && (r & 1) === 0 ? succ[prev]! : t[(r >>> 8) & 255]!;
  }
  return out;
}

const fileLength = (random: SeededRandom) => random.int(950_000, 1_000_000);
const letters = (text: Buffer) => [...new Set(text.subarray(0, 20_000).toString('latin1'))].sort();

// ---- run ----

function solveRun(s: Buffer, ask: Run): number {
  let best = 0;
  if (ask.kind === 'pairs') {
    // chain = pairs in the chain ending at i (a consonant at i − 1, a vowel at i).
    const vowel = new Uint8Array(128);
    const consonant = new Uint8Array(128);
    for (const c of ask.vowels) vowel[c.charCodeAt(0)] = 1;
    for (const c of ask.consonants) consonant[c.charCodeAt(0)] = 1;
    const chain = new Int32Array(s.length);
    for (let i = 1; i < s.length; i++) {
      if (consonant[s[i - 1]!] && vowel[s[i]!]) chain[i] = 1 + (i >= 2 ? chain[i - 2]! : 0);
      if (chain[i]! > best) best = chain[i]!;
    }
    return best;
  }
  const succ = new Uint8Array(128);
  if (ask.kind === 'cycle') for (let c = 0; c < ask.cycle.length; c++) succ[ask.cycle.charCodeAt(c)] = ask.cycle.charCodeAt((c + 1) % ask.cycle.length);
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const goes = i > 0 && (ask.kind === 'no-equal' ? s[i] !== s[i - 1] : succ[s[i - 1]!] === s[i]);
    run = goes ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

function checkRun(s: Buffer, ask: Run): number {
  const text = s.toString('latin1');
  if (ask.kind === 'no-equal') {
    // Cut between equal neighbours: the pieces are the maximal runs.
    let best = 0;
    let start = 0;
    for (let i = 1; i <= text.length; i++) {
      if (i === text.length || text.charCodeAt(i) === text.charCodeAt(i - 1)) {
        best = Math.max(best, i - start);
        start = i;
      }
    }
    return best;
  }
  const pattern =
    ask.kind === 'pairs'
      ? new RegExp(`(?:[${ask.consonants}][${ask.vowels}])+`, 'g')
      : new RegExp(`(?:${[...ask.cycle].map((c, k) => `${c}(?=${ask.cycle[(k + 1) % ask.cycle.length]})`).join('|')})+[${ask.cycle}]`, 'g');
  let best = ask.kind === 'cycle' ? 1 : 0;
  for (const m of text.matchAll(pattern)) best = Math.max(best, ask.kind === 'pairs' ? m[0].length / 2 : m[0].length);
  return best;
}

// ---- window ----

function positionsOf(s: Buffer, code: number, second = -1): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) if (s[i] === code && (second < 0 || s[i + 1] === second)) out.push(i);
  return out;
}

/** The solver: for 'at-most' a sliding window; for 'exactly' and the pair, the letters' positions. */
function solveWindow(s: Buffer, ask: Window): number | null {
  const code = (ask.kind === 'pair-at-most' ? ask.pair : ask.letter).charCodeAt(0);
  if (ask.kind === 'at-most') {
    let left = 0;
    let inside = 0;
    let best = 0;
    for (let right = 0; right < s.length; right++) {
      if (s[right] === code) inside++;
      while (inside > ask.k) if (s[left++] === code) inside--;
      best = Math.max(best, right - left + 1);
    }
    return best;
  }
  const pos = positionsOf(s, code, ask.kind === 'pair-at-most' ? ask.pair.charCodeAt(1) : -1);
  if (pos.length <= ask.k + 1) return null;
  let best = 0;
  if (ask.kind === 'exactly') {
    // K letters pos[i..i+K−1]: from just after pos[i−1] to just before pos[i+K].
    for (let i = 0; i + ask.k <= pos.length; i++) best = Math.max(best, (pos[i + ask.k] ?? s.length) - (i > 0 ? pos[i - 1]! : -1) - 1);
    return best;
  }
  // K pairs pos[i..i+K−1]: from the second letter of pair i − 1 to the first letter of pair i + K.
  for (let i = 0; i + ask.k <= pos.length; i++) best = Math.max(best, (i + ask.k < pos.length ? pos[i + ask.k]! : s.length - 1) - (i > 0 ? pos[i - 1]! : -1));
  return best;
}

/** The checker: positions for 'at-most'; two pointers over the characters for the others. */
function checkWindow(s: Buffer, ask: Window): number | null {
  if (ask.kind === 'at-most') {
    const text = s.toString('latin1');
    const pos: number[] = [];
    for (let i = text.indexOf(ask.letter); i >= 0; i = text.indexOf(ask.letter, i + 1)) pos.push(i);
    if (pos.length <= ask.k) return text.length;
    let best = 0;
    for (let i = 0; i + ask.k <= pos.length; i++) best = Math.max(best, (i + ask.k < pos.length ? pos[i + ask.k]! : text.length) - (i > 0 ? pos[i - 1]! : -1) - 1);
    return best;
  }
  // A mark per character: 1 where the letter (or the pair's first letter before its second) stands.
  const n = s.length;
  const mark = new Uint8Array(n + 1);
  const first = (ask.kind === 'pair-at-most' ? ask.pair : ask.letter).charCodeAt(0);
  const second = ask.kind === 'pair-at-most' ? ask.pair.charCodeAt(1) : -1;
  let total = 0;
  for (let i = 0; i < n; i++) {
    if (s[i] === first && (second < 0 || (i + 1 < n && s[i + 1] === second))) {
      mark[i] = 1;
      total++;
    }
  }
  if (total <= ask.k + 1) return null;
  let left = 0;
  let inside = 0;
  let best = 0;
  if (ask.kind === 'exactly') {
    for (let right = 0; right < n; right++) {
      inside += mark[right]!;
      while (inside > ask.k) inside -= mark[left++]!;
      if (inside === ask.k && right - left + 1 > best) best = right - left + 1;
    }
    return best;
  }
  // A pair is inside the window when both of its letters are: it is counted when its second letter comes in.
  for (let right = 1; right < n; right++) {
    if (right - 1 >= left) inside += mark[right - 1]!;
    while (inside > ask.k) {
      if (left + 1 <= right) inside -= mark[left]!;
      left++;
    }
    if (right - left + 1 > best) best = right - left + 1;
  }
  return best;
}

// ---- expression ----

const ZERO = 48;
const isDigit = (c: number | undefined) => c !== undefined && c >= 48 && c <= 57;

/**
 * The solver, left to right: for each digit e the longest correct expression ending at e, with its last
 * term already containing the factor 0 (one) or not (none). Its last number is the whole digit run up to
 * e after a sign (continuing an expression that ends two characters before the run), or, when the
 * expression starts there, the longest suffix without a leading zero. With 'zero', «+» may follow only a
 * term with a zero factor and the answer ends with such a term.
 */
function solveExpression(s: Buffer, ask: Expression): number {
  const n = s.length;
  const none = new Int32Array(n).fill(-1);
  const one = new Int32Array(n).fill(-1);
  let runStart = -1;
  let firstNonZero = -1;
  let best = 0;
  for (let e = 0; e < n; e++) {
    const c = s[e]!;
    if (!isDigit(c)) {
      runStart = -1;
      continue;
    }
    if (runStart < 0) {
      runStart = e;
      firstNonZero = -1;
    }
    if (c !== ZERO && firstNonZero < 0) firstNonZero = e;
    const numberIsZero = c === ZERO && runStart === e;
    // Started inside this run: the number "0" at e, or the suffix from the run's first non-zero digit
    // (a longer suffix would start with a leading zero).
    if (c === ZERO) one[e] = 1;
    if (firstNonZero >= 0) none[e] = e - firstNonZero + 1;
    // Continued: the whole run up to e after a sign, if it has no leading zero.
    if (runStart >= 2 && isDigit(s[runStart - 2]) && (s[runStart] !== ZERO || runStart === e)) {
      const sign = s[runStart - 1]!;
      const len = e - runStart + 2;
      const prevNone = none[runStart - 2]!;
      const prevOne = one[runStart - 2]!;
      if (!ask.zero || sign === 42) {
        // «*» (or any sign without the zero condition): the term goes on.
        if (numberIsZero) {
          if (Math.max(prevNone, prevOne) >= 0) one[e] = Math.max(one[e]!, Math.max(prevNone, prevOne) + len);
        } else {
          if (prevOne >= 0) one[e] = Math.max(one[e]!, prevOne + len);
          if (prevNone >= 0) none[e] = Math.max(none[e]!, prevNone + len);
        }
      } else if (prevOne >= 0) {
        // «+» after a zero term: a new term starts.
        if (numberIsZero) one[e] = Math.max(one[e]!, prevOne + len);
        else none[e] = Math.max(none[e]!, prevOne + len);
      }
    }
    if (one[e]! > best) best = one[e]!;
    if (!ask.zero && none[e]! > best) best = none[e]!;
  }
  return best;
}

/**
 * The checker, right to left: from[j] = the longest correct continuation from a number starting at j
 * ("0" if s[j] is 0, else the digits to the end of the run), for a term that already has a zero factor
 * (withZero) or not; the answer is the best start anywhere.
 */
function checkExpression(s: Buffer, ask: Expression): number {
  const n = s.length;
  const withZero = new Int32Array(n + 2).fill(-1);
  const without = new Int32Array(n + 2).fill(-1);
  let runEnd = n;
  let best = 0;
  for (let j = n - 1; j >= 0; j--) {
    if (!isDigit(s[j])) {
      runEnd = j;
      continue;
    }
    const end = s[j] === ZERO ? j + 1 : runEnd;
    const len = end - j;
    const zero = s[j] === ZERO;
    const goes = end + 1 < n && !isDigit(s[end]) && isDigit(s[end + 1]);
    const times = ask.zero ? s[end] === 42 : true;
    // A term that had a zero factor before j, and one that had not (then only j's own zero counts).
    let had = len;
    let fresh = !ask.zero || zero ? len : -1;
    if (goes) {
      const afterZero = times ? withZero[end + 1]! : without[end + 1]!;
      const afterOther = zero ? afterZero : times ? without[end + 1]! : -1;
      if (afterZero >= 0) had = Math.max(had, len + 1 + afterZero);
      if (afterOther >= 0) fresh = Math.max(fresh, len + 1 + afterOther);
    }
    withZero[j] = had;
    without[j] = fresh;
    if (without[j]! > best) best = without[j]!;
  }
  return best;
}

// ---- count ----

/** The solver: one pass counting the character after each matching place; a tie gives no answer. */
function solveCount(s: Buffer, ask: Count): [string, number] | null {
  const counts = new Int32Array(128);
  const letter = ask.kind === 'after-letter' ? ask.letter.charCodeAt(0) : 0;
  for (let i = 2; i < s.length; i++) {
    if (ask.kind === 'after-letter' ? s[i - 1] === letter : ask.kind === 'after-double' ? s[i - 1] === s[i - 2] : s[i] === s[i - 2]) counts[ask.kind === 'between-equal' ? s[i - 1]! : s[i]!]!++;
  }
  if (ask.kind === 'after-letter' && s[0] === letter) counts[s[1]!]!++;
  let best = -1;
  for (let c = 0; c < 128; c++) if (best < 0 || counts[c]! > counts[best]!) best = c;
  const top = counts[best]!;
  if (counts.filter((v) => v === top).length > 1 || top === 0) return null;
  return [String.fromCharCode(best), top];
}

/**
 * The checker: a table of every three consecutive characters (and of every two), then the sums over the
 * matching patterns: X then c, a a c, a c a.
 */
function checkCount(s: Buffer, ask: Count): [string, number] | null {
  const pairs = new Int32Array(128 * 128);
  const triples = new Int32Array(ask.kind === 'after-letter' ? 0 : 128 * 128 * 128);
  for (let i = 1; i < s.length; i++) pairs[s[i - 1]! * 128 + s[i]!]!++;
  if (ask.kind !== 'after-letter') for (let i = 2; i < s.length; i++) triples[(s[i - 2]! * 128 + s[i - 1]!) * 128 + s[i]!]!++;
  const seen = new Uint8Array(128);
  for (let i = 0; i < s.length; i++) seen[s[i]!] = 1;
  const alphabet = [...seen.keys()].filter((c) => seen[c]);
  const scores = alphabet.map((c) => {
    if (ask.kind === 'after-letter') return pairs[ask.letter.charCodeAt(0) * 128 + c]!;
    let sum = 0;
    for (const a of alphabet) sum += ask.kind === 'after-double' ? triples[(a * 128 + a) * 128 + c]! : triples[(a * 128 + c) * 128 + a]!;
    return sum;
  });
  const top = Math.max(...scores);
  if (scores.filter((v) => v === top).length > 1 || top === 0) return null;
  return [String.fromCharCode(alphabet[scores.indexOf(top)]!), top];
}

// ---- draw, solve, check ----

const families = ['run', 'window', 'expression', 'count'] as const;

function draw(random: SeededRandom, d: Difficulty): Params | null {
  const family = random.pick(families);
  const length = fileLength(random);
  if (family === 'run') {
    if (d === 1) {
      const chars = random.pick(['XYZ', 'ABC', 'KLMN', 'QRS', 'ABCD']);
      return { family, text: independent(random, length, chars, [...chars].map(() => random.int(3, 6))), ask: { kind: 'no-equal' } };
    }
    if (d === 2) {
      const [vowels, consonants] = random.pick([
        ['AO', 'CDF'],
        ['AE', 'BCD'],
        ['EO', 'KLMN'],
        ['AEO', 'DFS'],
      ] as const);
      const chars = vowels + consonants;
      return { family, text: independent(random, length, chars, [...chars].map(() => random.int(3, 6))), ask: { kind: 'pairs', vowels, consonants } };
    }
    const chars = random.pick(['ABCDE', 'KLMNO', 'PQRST', 'WXYZ']);
    const cycle = random.shuffle([...chars]).slice(0, 3).join('');
    return { family, text: cyclic(random, length, chars, cycle), ask: { kind: 'cycle', cycle } };
  }
  if (family === 'window') {
    const chars = random.pick(['ABCDEF', 'XYZW', 'KLMNOP', 'QRST']);
    const text = independent(random, length, chars, [...chars].map(() => random.int(2, 8)));
    if (d === 3) {
      const pair = random.shuffle([...chars]).slice(0, 2).join('');
      return { family, text, ask: { kind: 'pair-at-most', pair, k: random.int(10, 200) } };
    }
    return { family, text, ask: { kind: d === 1 ? 'at-most' : 'exactly', letter: random.pick([...chars]), k: random.int(d === 1 ? 5 : 20, d === 1 ? 120 : 300) } };
  }
  if (family === 'expression') {
    const digits = d === 1 ? random.pick(['16789', '2345', '13579', '125789']) : d === 2 ? random.pick(['0123', '01789', '02468', '0159']) : random.pick(['0123', '013579', '012']);
    const signs = d === 3 ? '+*' : random.pick(['-*', '+*', '+-']);
    const chars = digits + signs;
    const weights = [...chars].map((c) => (/\d/.test(c) ? random.int(4, 8) : random.int(4, 6) * (d === 3 ? 2 : 1)));
    return { family, text: independent(random, length, chars, weights), ask: { digits, signs, zero: d === 3 } };
  }
  const chars = random.pick(['ABCDEFGHIJ', 'KLMNOPQRST', 'ABCDEFGH', 'QRSTUVWXYZ']);
  const text = markov(random, length, chars);
  const ask: Count = d === 1 ? { kind: 'after-letter', letter: random.pick([...chars]) } : { kind: d === 2 ? 'after-double' : 'between-equal' };
  return { family, text, ask };
}

function answerOf(p: Params, which: 'solve' | 'check'): GeneratedAnswer | null {
  if (p.family === 'count') {
    const found = which === 'solve' ? solveCount(p.text, p.ask) : checkCount(p.text, p.ask);
    return found ? fieldAnswer(`${found[0]}${found[1]}`) : null;
  }
  const value =
    p.family === 'run'
      ? (which === 'solve' ? solveRun : checkRun)(p.text, p.ask)
      : p.family === 'window'
        ? (which === 'solve' ? solveWindow : checkWindow)(p.text, p.ask)
        : (which === 'solve' ? solveExpression : checkExpression)(p.text, p.ask);
  // A whole-file answer or a trivial one is no task.
  return value === null || value < 2 || value >= p.text.length ? null : fieldAnswer(value);
}

// ---- render ----

const listRu = (items: readonly string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`);
const times = (k: number) => `${k} ${pluralRu(k, ['раз', 'раза', 'раз'])}`;
const tail = '<p>Для выполнения этого задания следует написать программу.</p>';
const read = "s = open('24.txt').readline().strip()\n";

function renderRun(p: Extract<Params, { family: 'run' }>, value: string) {
  const chars = letters(p.text);
  const head = `<p>Текстовый файл 24.txt состоит не более чем из 10<sup>6</sup> символов ${listRu(chars)}.</p>`;
  if (p.ask.kind === 'no-equal') {
    return {
      text: `${head}<p>Определите в прилагаемом файле максимальное количество идущих подряд символов, среди которых нет двух одинаковых соседних.</p>${tail}`,
      python: `${read}best = run = 1\nfor i in range(1, len(s)):\n    run = run + 1 if s[i] != s[i - 1] else 1\n    best = max(best, run)\nprint(best)\n`,
      steps: `<p>Идём по строке один раз и храним длину текущей цепочки: если символ не равен предыдущему, цепочка растёт, иначе начинается заново с длины 1. Наибольшая длина: ${value}.</p>`,
    };
  }
  if (p.ask.kind === 'pairs') {
    const { vowels, consonants } = p.ask;
    return {
      text: `${head}<p>Определите максимальное количество идущих подряд пар символов вида «согласная + гласная» в прилагаемом файле. Гласными считаются ${listRu([...vowels])}, согласными — ${listRu([...consonants])}.</p>${tail}`,
      python:
        `${read}v, c = '${vowels}', '${consonants}'\nbest = 0\nfor start in (0, 1):\n    run = 0\n    for i in range(start, len(s) - 1, 2):\n` +
        `        run = run + 1 if s[i] in c and s[i + 1] in v else 0\n        best = max(best, run)\nprint(best)\n`,
      steps: `<p>Пары в цепочке стоят вплотную, поэтому цепочка начинается либо на чётной, либо на нечётной позиции: проходим строку шагом 2 дважды (с позиции 0 и с позиции 1), считая подряд идущие пары «согласная + гласная» и обнуляя счётчик на любой другой паре. Наибольшее число пар: ${value}.</p>`,
    };
  }
  const cycle = [...p.ask.cycle];
  const example = Array.from({ length: 5 }, (_, k) => cycle[(k + 1) % 3]).join('');
  return {
    text: `${head}<p>Определите в прилагаемом файле максимальное количество идущих подряд символов, в которых за каждым символом, кроме последнего, следует очередной символ по кругу ${cycle.join(' → ')} → ${cycle[0]}: за ${cycle[0]} — ${cycle[1]}, за ${cycle[1]} — ${cycle[2]}, за ${cycle[2]} — ${cycle[0]} (например, ${example}). Цепочка может начинаться и заканчиваться любым из этих символов.</p>${tail}`,
    python: `${read}nxt = {'${cycle[0]}': '${cycle[1]}', '${cycle[1]}': '${cycle[2]}', '${cycle[2]}': '${cycle[0]}'}\nbest = run = 1\nfor i in range(1, len(s)):\n    run = run + 1 if nxt.get(s[i - 1]) == s[i] else 1\n    best = max(best, run)\nprint(best)\n`,
    steps: `<p>Цепочка продолжается, если текущий символ — следующий по кругу за предыдущим (${cycle.join(' → ')} → ${cycle[0]}); иначе начинается новая цепочка из одного символа. Один проход по строке с длиной текущей цепочки даёт наибольшую длину: ${value}.</p>`,
  };
}

function renderWindow(p: Extract<Params, { family: 'window' }>, value: string) {
  const chars = letters(p.text);
  const head = `<p>Текстовый файл 24.txt состоит не более чем из 10<sup>6</sup> символов ${listRu(chars)}.</p>`;
  const a = p.ask;
  if (a.kind === 'pair-at-most') {
    return {
      text: `${head}<p>Определите в прилагаемом файле максимальное количество идущих подряд символов, среди которых сочетание символов ${a.pair} (символ ${a.pair[0]}, сразу за ним ${a.pair[1]}) встречается ${times(a.k)} или меньше.</p>${tail}`,
      python:
        `${read}pos = [i for i in range(len(s) - 1) if s[i:i + 2] == '${a.pair}']\nK = ${a.k}\n` +
        `# границы: «сочетание» перед началом строки и после её конца\npos = [-1] + pos + [len(s) - 1]\nbest = 0\n` +
        `for i in range(1, len(pos) - K):\n    best = max(best, pos[i + K] - pos[i - 1])\nprint(best)\n`,
      steps: `<p>Запишем позиции всех сочетаний ${a.pair}. Подстрока с сочетаниями с номерами i … i + ${a.k - 1} (и никакими другими) может начаться со второго символа сочетания i − 1 (оно тогда не входит целиком) и закончиться на первом символе сочетания i + ${a.k}. Её длина — разность позиций этих двух сочетаний; наибольшая: ${value}.</p>`,
    };
  }
  const exactly = a.kind === 'exactly';
  return {
    text: `${head}<p>Определите в прилагаемом файле максимальное количество идущих подряд символов, среди которых символ ${a.letter} встречается ${exactly ? `ровно ${times(a.k)}` : `${times(a.k)} или меньше`}.</p>${tail}`,
    python: exactly
      ? `${read}pos = [-1] + [i for i in range(len(s)) if s[i] == '${a.letter}'] + [len(s)]\nK = ${a.k}\nbest = 0\nfor i in range(1, len(pos) - K):\n    best = max(best, pos[i + K] - pos[i - 1] - 1)\nprint(best)\n`
      : `${read}K = ${a.k}\nleft = inside = best = 0\nfor right in range(len(s)):\n    if s[right] == '${a.letter}':\n        inside += 1\n    while inside > K:\n        if s[left] == '${a.letter}':\n            inside -= 1\n        left += 1\n    best = max(best, right - left + 1)\nprint(best)\n`,
    steps: exactly
      ? `<p>Запишем позиции всех символов ${a.letter}. Подстрока, в которой ровно ${times(a.k)} встречается ${a.letter} с номерами i … i + ${a.k - 1}, длиннее всего, когда тянется от символа после (i − 1)-го ${a.letter} до символа перед (i + ${a.k})-м. Наибольшая длина: ${value}.</p>`
      : `<p>Скользящее окно: правую границу сдвигаем по одному символу, считая символы ${a.letter} в окне; пока их больше ${a.k}, сдвигаем левую границу. Наибольшая ширина окна: ${value}.</p>`,
  };
}

function renderExpression(p: Extract<Params, { family: 'expression' }>, value: string) {
  const { digits, signs, zero } = p.ask;
  const signName: Record<string, string> = { '+': '«+»', '-': '«-»', '*': '«*»' };
  const opName: Record<string, string> = { '+': 'сложение', '-': 'вычитание', '*': 'умножение' };
  const text =
    `<p>Текстовый файл 24.txt состоит не более чем из 10<sup>6</sup> символов: цифр ${[...digits].join(', ')} и знаков арифметических операций ${listRu([...signs].map((c) => signName[c]!))} (${[...signs].map((c) => opName[c]).join(' и ')}).</p>` +
    `<p>Определите максимальное количество символов в непрерывной последовательности, которая является корректным арифметическим выражением с целыми неотрицательными числами${zero ? ', значение которого равно нулю' : ''}. ` +
    `В этом выражении никакие два знака арифметических операций не стоят рядом, порядок действий определяется по правилам математики. В записи чисел отсутствуют незначащие (ведущие) нули.</p>${tail}`;
  const python =
    `${read}n = len(s)\n# best[j][z]: самое длинное продолжение выражения с числа, начинающегося в позиции j;\n# z = 1, если в текущем слагаемом уже есть множитель 0\n` +
    `NONE = -1\nwith_zero = [NONE] * (n + 2)\nwithout = [NONE] * (n + 2)\nrun_end = n\nbest = 0\n` +
    `for j in range(n - 1, -1, -1):\n    if not s[j].isdigit():\n        run_end = j\n        continue\n` +
    `    end = j + 1 if s[j] == '0' else run_end  # число без ведущих нулей: «0» или цифры до конца серии\n` +
    `    length = end - j\n    goes = end + 1 < n and not s[end].isdigit() and s[end + 1].isdigit()\n` +
    `    for had in (False, True):\n        z = had or s[j] == '0'\n` +
    (zero
      ? `        value = length if z else NONE\n        if goes:\n            if s[end] == '*':\n                rest = with_zero[end + 1] if z else without[end + 1]\n            else:  # «+»: новое слагаемое, если текущее равно нулю\n                rest = without[end + 1] if z else NONE\n            if rest != NONE:\n                value = max(value, length + 1 + rest)\n`
      : `        value = length\n        if goes:\n            value = max(value, length + 1 + without[end + 1])\n`) +
    `        if had:\n            with_zero[j] = value\n        else:\n            without[j] = value\n    best = max(best, without[j])\nprint(best)\n`;
  const steps =
    `<p>Выражение — это числа, разделённые одиночными знаками; каждое число — «0» или цифры без ведущего нуля. Идём по строке справа налево и для каждой цифры j считаем длину самого длинного выражения, которое начинается числом с позиции j: число (если s[j] = 0 — только «0», иначе цифры до конца серии), затем, если за ним стоит один знак и цифра, — лучшее продолжение с позиции после знака.` +
    (zero ? ' Значение равно нулю, когда в каждом слагаемом есть множитель 0: поэтому храним два значения — для слагаемого, где ноль уже встретился, и где ещё нет; знак «+» допустим только после слагаемого с нулём, и выражение может закончиться только таким слагаемым.' : '') +
    ` Наибольшая длина: ${value}.</p>`;
  return { text, python, steps };
}

function renderCount(p: Extract<Params, { family: 'count' }>, value: string) {
  const chars = letters(p.text);
  const a = p.ask;
  const where = a.kind === 'after-letter' ? `сразу после символа ${a.letter}` : a.kind === 'after-double' ? 'сразу после двух одинаковых символов (например, C после AA)' : 'между двумя одинаковыми символами (например, C в ACA)';
  const text =
    `<p>Текстовый файл 24.txt состоит не более чем из 10<sup>6</sup> символов ${listRu(chars)}.</p>` +
    `<p>Определите символ, который чаще всего встречается в прилагаемом файле ${where}. Каждое такое место считается отдельно, даже если места перекрываются. ` +
    `В ответе запишите сначала этот символ, а затем сразу (без пробела и других разделителей) сколько раз он встретился ${a.kind === 'between-equal' ? 'между двумя одинаковыми символами' : a.kind === 'after-double' ? 'после двух одинаковых символов' : `после символа ${a.letter}`}. Такой символ в файле один.</p>${tail}`;
  const test = a.kind === 'after-letter' ? `s[i - 1] == '${a.letter}'` : a.kind === 'after-double' ? 's[i - 2] == s[i - 1]' : 's[i - 2] == s[i]';
  const python =
    `${read}count = {}\nfor i in range(${a.kind === 'after-letter' ? 1 : 2}, len(s)):\n    if ${test}:\n        c = s[${a.kind === 'between-equal' ? 'i - 1' : 'i'}]\n        count[c] = count.get(c, 0) + 1\n` +
    `c = max(count, key=count.get)\nprint(c + str(count[c]))\n`;
  const steps = `<p>Один проход по строке: в каждом месте, где ${a.kind === 'after-letter' ? `предыдущий символ — ${a.letter}` : a.kind === 'after-double' ? 'два предыдущих символа равны' : 'символы через один равны'}, увеличиваем счётчик ${a.kind === 'between-equal' ? 'среднего' : 'текущего'} символа в словаре. Символ с наибольшим счётчиком и сам счётчик: ${value}.</p>`;
  return { text, python, steps };
}

export const type24Generator: TaskGenerator<Params> = {
  type: 24,
  version: 2,
  draw,
  solve: (p) => answerOf(p, 'solve'),
  check: (p) => answerOf(p, 'check'),
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const r = p.family === 'run' ? renderRun(p, value) : p.family === 'window' ? renderWindow(p, value) : p.family === 'expression' ? renderExpression(p, value) : renderCount(p, value);
    return { text: r.text, files: [{ name: '24.txt', content: Buffer.concat([p.text, Buffer.from('\n')]) }], steps: r.steps, python: r.python };
  },
};
