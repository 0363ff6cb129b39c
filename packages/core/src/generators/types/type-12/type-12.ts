import type { SeededRandom } from '../../seeded-random';
import { escapeHtml } from '../../html-text';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 12: the Редактор (string rewriting) executor, in the exam's four question families (README):
 * the string a program leaves ('result'), the sum or a count of the result's digits ('sum'), the
 * smallest / largest n, or the number of n, for which the result has a property ('extreme'), and the
 * input's digits from the result's counts under a marker program ('reverse').
 *
 * Programs are a list of rules «заменить (find, put)» in one of three shapes: ЕСЛИ … ТО … ИНАЧЕ ЕСЛИ …
 * ('chain'), separate ЕСЛИ blocks ('sequence'), or unconditional «заменить» lines ('plain'), inside
 * «ПОКА нашлось (find₁) ИЛИ нашлось (find₂) …». The rules come from three templates, each of which
 * stops: a pair of digits that eat each other ('pair'), a head digit that eats a filler ('cycle'), and
 * the cursor «>» that walks over digits ('cursor', the 2023–2025 demo's form), and the marker 0 that
 * does the same between two zeros ('marker', with «ПОКА НЕ нашлось (00)» or without).
 *
 * The solver runs the program (indexOf/slice), as the 'Разбор' does; the checker runs it again with
 * split/join and its own control flow, and for cursor programs computes the result from each digit's
 * image, which also proves that the order of the digits does not matter.
 */
type Rule = { find: string; put: string };
type Shape = 'chain' | 'sequence' | 'plain';
type Template = 'pair' | 'cycle' | 'cursor' | 'marker';
/** `loop` 'not-00': «ПОКА НЕ нашлось (00)» instead of «ПОКА нашлось (find₁) ИЛИ …». */
type Program = { template: Template; shape: Shape; rules: Rule[]; loop?: 'not-00' };
/** The input: a head (a digit, «>» or nothing), then blocks of equal digits; one block's count may be n. */
type Block = { digit: string; count: number | 'n' };
type Input = { head: string; blocks: Block[] };
type Property = { kind: 'sum-eq'; value: number } | { kind: 'sum-prime' } | { kind: 'result-eq'; value: string };
type Params =
  | { family: 'result'; program: Program; input: Input }
  /** The marker form: «0», then the digits 1–3 (original[d − 1] of each), then «0»; the result's counts are given. */
  | { family: 'reverse'; program: Program; original: [number, number, number]; ask: { kind: 'total' } | { kind: 'digit'; digit: number } }
  | { family: 'sum'; program: Program; input: Input; ask: { kind: 'sum' } | { kind: 'count'; digit: string } }
  | {
      family: 'extreme';
      program: Program;
      input: Input;
      ask: { kind: 'min'; above: number } | { kind: 'max'; atMost: number } | { kind: 'count'; from: number; to: number };
      property: Property;
    };

/** How far a 'min' or 'max' search goes before the draw counts as degenerate. */
const searchWindow = 150;

const inputOf = (input: Input, n: number) => input.head + input.blocks.map((b) => b.digit.repeat(b.count === 'n' ? n : b.count)).join('');
const digitSum = (s: string) => [...s].reduce((sum, c) => sum + (c >= '0' && c <= '9' ? Number(c) : 0), 0);
const isPrime = (x: number) => {
  if (x < 2) return false;
  for (let d = 2; d * d <= x; d++) if (x % d === 0) return false;
  return true;
};

/** The solver's Редактор: every template shrinks a measure on each replacement, the cap is a safety net. */
function run(program: Program, input: string): string | null {
  let s = input;
  const cap = 4 * input.length + 100;
  const replace = (r: Rule) => {
    const i = s.indexOf(r.find);
    if (i >= 0) s = s.slice(0, i) + r.put + s.slice(i + r.find.length);
  };
  const going = () => (program.loop === 'not-00' ? !s.includes('00') : program.rules.some((r) => s.includes(r.find)));
  for (let steps = 0; going(); steps++) {
    if (steps > cap) return null;
    if (program.shape === 'chain') {
      replace(program.rules.find((r) => s.includes(r.find))!);
    } else if (program.shape === 'sequence') {
      for (const r of program.rules) if (s.includes(r.find)) replace(r);
    } else {
      for (const r of program.rules) replace(r);
    }
  }
  return s;
}

function holds(property: Property, result: string): boolean {
  if (property.kind === 'sum-eq') return digitSum(result) === property.value;
  if (property.kind === 'sum-prime') return isPrime(digitSum(result));
  return result === property.value;
}

/** A program that leaves its input as it was does not test the method. */
const enoughSteps = (input: string, result: string) => input !== result;

// ——— the reverse (marker) family ———

type Reverse = Extract<Params, { family: 'reverse' }>;
const markerInput = (original: readonly number[], order: readonly number[]) => `0${order.map((d) => String(d).repeat(original[d - 1]!)).join('')}0`;
const countsOf = (s: string) => [1, 2, 3].map((d) => [...s].filter((c) => c === String(d)).length);

/** What the statement gives: the counts of 1, 2 and 3 in the result, or null when the program does not stop. */
function resultCounts(p: Reverse, runner: typeof run, order: readonly number[]): number[] | null {
  const result = runner(p.program, markerInput(p.original, order));
  return result === null ? null : countsOf(result);
}

const det3 = (m: number[][]) =>
  m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) - m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) + m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);

const reverseAnswer = (p: Reverse, a: readonly number[]) => fieldAnswer(p.ask.kind === 'total' ? a[0]! + a[1]! + a[2]! + 2 : a[p.ask.digit - 1]!);

/**
 * The solver, as the 'Разбор': each digit after the marker 0 turns into its own block of digits whatever
 * stands around it, so the result's counts are M·a (column d of M: the counts the program makes of «0d0»);
 * a is found by Cramer's rule.
 */
function solveReverse(p: Reverse): GeneratedAnswer | null {
  const c = resultCounts(p, run, [1, 2, 3]);
  if (c === null || c.some((k) => k === 0)) return null;
  const columns: number[][] = [];
  for (const d of [1, 2, 3]) {
    const single = run(p.program, `0${d}0`);
    if (single === null) return null;
    columns.push(countsOf(single));
  }
  const m = [0, 1, 2].map((i) => columns.map((col) => col[i]!));
  const det = det3(m);
  if (det === 0) return null;
  const a = [0, 1, 2].map((j) => det3(m.map((row, i) => row.map((v, k) => (k === j ? c[i]! : v)))) / det);
  if (a.some((x) => !Number.isInteger(x) || x < 0)) return null;
  return reverseAnswer(p, a);
}

/** The checker: the digits in the other order, then every (a₁, a₂, a₃) with a₁ + a₂ + a₃ up to the result's length. */
function checkReverse(p: Reverse): GeneratedAnswer | null {
  const c = resultCounts(p, runOtherWay, [3, 2, 1]);
  if (c === null || c.some((k) => k === 0)) return null;
  const columns: number[][] = [];
  for (const d of [1, 2, 3]) {
    const single = runOtherWay(p.program, `0${d}0`);
    if (single === null) return null;
    columns.push(countsOf(single));
  }
  // Every original digit leaves at least one digit, so a₁ + a₂ + a₃ is at most the result's length; a₃ follows from one count.
  const total = c[0]! + c[1]! + c[2]!;
  const row = [0, 1, 2].find((i) => columns[2]![i]! > 0);
  if (row === undefined) return null;
  const found: number[][] = [];
  for (let a1 = 0; a1 <= total; a1++)
    for (let a2 = 0; a1 + a2 <= total; a2++) {
      const rest = c[row]! - a1 * columns[0]![row]! - a2 * columns[1]![row]!;
      if (rest < 0 || rest % columns[2]![row]! !== 0) continue;
      const a3 = rest / columns[2]![row]!;
      if ([0, 1, 2].every((i) => a1 * columns[0]![i]! + a2 * columns[1]![i]! + a3 * columns[2]![i]! === c[i])) found.push([a1, a2, a3]);
    }
  return found.length === 1 ? reverseAnswer(p, found[0]!) : null;
}

function solve(p: Params): GeneratedAnswer | null {
  if (p.family === 'reverse') return solveReverse(p);
  if (p.family !== 'extreme') {
    const input = inputOf(p.input, 0);
    const result = run(p.program, input);
    if (result === null || !enoughSteps(input, result)) return null;
    if (p.family === 'result') return result.length >= 1 && result.length <= 12 && result !== input ? fieldAnswer(result) : null;
    if (p.ask.kind === 'sum') return fieldAnswer(digitSum(result));
    const digit = p.ask.digit;
    const count = [...result].filter((c) => c === digit).length;
    return count > 0 ? fieldAnswer(count) : null;
  }
  const ok = (n: number) => {
    const result = run(p.program, inputOf(p.input, n));
    return result === null ? null : holds(p.property, result);
  };
  const { ask } = p;
  if (ask.kind === 'min') {
    for (let n = ask.above + 1; n <= ask.above + searchWindow; n++) {
      const r = ok(n);
      if (r === null) return null;
      // The first n tried being the answer makes a search with nothing to search.
      if (r) return n === ask.above + 1 ? null : fieldAnswer(n);
    }
    return null;
  }
  if (ask.kind === 'max') {
    for (let n = ask.atMost; n >= Math.max(1, ask.atMost - searchWindow); n--) {
      const r = ok(n);
      if (r === null) return null;
      if (r) return n === ask.atMost ? null : fieldAnswer(n);
    }
    return null;
  }
  let count = 0;
  for (let n = ask.from; n <= ask.to; n++) {
    const r = ok(n);
    if (r === null) return null;
    if (r) count++;
  }
  // None, or every n, makes a question with nothing to find.
  return count > 0 && count < ask.to - ask.from + 1 ? fieldAnswer(count) : null;
}

/** The checker's Редактор: split/join for «заменить», its own loop per shape. */
function runOtherWay(program: Program, input: string): string | null {
  if (program.template === 'cursor') {
    // Each digit after «>» is replaced once by its image, which stays left of the cursor.
    const images = new Map(program.rules.map((r) => [r.find.slice(1), r.put.slice(0, -1)]));
    let out = '';
    for (const c of input.slice(1)) {
      const image = images.get(c);
      if (image === undefined) return null;
      out += image;
    }
    return `${out}>`;
  }
  const found = (s: string, v: string) => s.split(v).length > 1;
  const replaceFirst = (s: string, r: Rule) => {
    const parts = s.split(r.find);
    return parts.length === 1 ? s : parts[0] + r.put + parts.slice(1).join(r.find);
  };
  let s = input;
  let guard = 0;
  for (;;) {
    let any = false;
    if (program.loop === 'not-00') any = !found(s, '00');
    else for (const r of program.rules) any ||= found(s, r.find);
    if (!any) return s;
    if (++guard > 4 * input.length + 100) return null;
    if (program.shape === 'chain') {
      let i = 0;
      while (!found(s, program.rules[i]!.find)) i++;
      s = replaceFirst(s, program.rules[i]!);
    } else {
      for (const r of program.rules) if (program.shape === 'plain' || found(s, r.find)) s = replaceFirst(s, r);
    }
  }
}

function sieve(limit: number): boolean[] {
  const prime = Array.from({ length: limit + 1 }, (_, i) => i >= 2);
  for (let i = 2; i * i <= limit; i++) if (prime[i]) for (let j = i * i; j <= limit; j += i) prime[j] = false;
  return prime;
}

function check(p: Params): GeneratedAnswer | null {
  if (p.family === 'reverse') return checkReverse(p);
  if (p.family !== 'extreme') {
    const input = inputOf(p.input, 0);
    const result = runOtherWay(p.program, input);
    if (result === null || !enoughSteps(input, result)) return null;
    if (p.family === 'result') return result.length >= 1 && result.length <= 12 && result !== input ? fieldAnswer(result) : null;
    const counts = new Map<string, number>();
    for (const c of result) counts.set(c, (counts.get(c) ?? 0) + 1);
    if (p.ask.kind === 'sum') {
      let sum = 0;
      for (const [c, k] of counts) if (/\d/.test(c)) sum += Number(c) * k;
      return fieldAnswer(sum);
    }
    const count = counts.get(p.ask.digit) ?? 0;
    return count > 0 ? fieldAnswer(count) : null;
  }
  const { ask } = p;
  const [from, to] = ask.kind === 'min' ? [ask.above + 1, ask.above + searchWindow] : ask.kind === 'max' ? [Math.max(1, ask.atMost - searchWindow), ask.atMost] : [ask.from, ask.to];
  // Every n of the range first, then the answer from the list.
  const results: { n: number; result: string }[] = [];
  for (let n = from; n <= to; n++) {
    const result = runOtherWay(p.program, inputOf(p.input, n));
    if (result === null) return null;
    results.push({ n, result });
  }
  const maxSum = Math.max(...results.map((r) => digitSum(r.result)));
  const prime = sieve(maxSum);
  const property = p.property;
  const good = results
    .filter(({ result }) => {
      if (property.kind === 'result-eq') return result === property.value;
      let sum = 0;
      for (const c of result.replace(/\D/g, '')) sum += c.charCodeAt(0) - 48;
      return property.kind === 'sum-eq' ? sum === property.value : prime[sum] === true;
    })
    .map((r) => r.n);
  if (ask.kind === 'count') return good.length > 0 && good.length < results.length ? fieldAnswer(good.length) : null;
  if (good.length === 0) return null;
  const best = ask.kind === 'min' ? Math.min(...good) : Math.max(...good);
  return best === (ask.kind === 'min' ? from : to) ? null : fieldAnswer(best);
}

// ——— drawing ———

const distinctDigits = (random: SeededRandom, count: number, pool = '123456789'): string[] => random.shuffle([...pool]).slice(0, count);

/** Two digits that eat each other: x^i → y^j, y^k → x^l, both shorter; the input is x repeated. */
function pairRules(random: SeededRandom): { rules: Rule[]; filler: string } {
  const [x, y] = distinctDigits(random, 2) as [string, string];
  const i = random.int(2, 5);
  const k = random.int(2, 5);
  return { rules: [{ find: x.repeat(i), put: y.repeat(random.int(1, i - 1)) }, { find: y.repeat(k), put: x.repeat(random.int(1, k - 1)) }], filler: x };
}

/** Heads h₁ → h₂ → … → h₁, each eating a few fillers; `decor` leaves a digit behind at each step. */
function cycleRules(random: SeededRandom, heads: number, decor: boolean): { rules: Rule[]; filler: string; head: string } {
  const digits = distinctDigits(random, heads + 2);
  const filler = digits[0]!;
  const hs = digits.slice(1, heads + 1);
  const extra = digits[heads + 1]!;
  const rules = hs.map((h, i) => {
    const next = hs[(i + 1) % hs.length]!;
    const left = decor ? random.pick([extra, extra + extra, next === hs[0] ? extra : hs[0]!]) : '';
    return { find: h + filler.repeat(random.int(1, 3)), put: left + next };
  });
  return { rules, filler, head: hs[0]! };
}

/** The cursor «>» walks right: «>d» becomes the digit's image, then «>». */
function cursorRules(random: SeededRandom, count: number): { rules: Rule[]; digits: string[] } {
  const digits = distinctDigits(random, count, '0123456789').sort();
  const rules = random.shuffle(digits).map((d) => {
    const image = Array.from({ length: random.int(1, 3) }, () => String(random.int(0, 9))).join('');
    return { find: `>${d}`, put: `${image}>` };
  });
  return { rules, digits };
}

/**
 * The marker form (2022–2025): «0d» becomes a block of digits, then the marker 0, then at most one digit that
 * the marker meets next (a digit whose own rule leaves nothing after the marker, so the program stops).
 */
function drawReverse(random: SeededRandom, difficulty: Difficulty): Params {
  const withRight = difficulty === 1 ? [] : random.shuffle([1, 2, 3]).slice(0, difficulty === 2 ? 1 : 2);
  const terminals = [1, 2, 3].filter((d) => !withRight.includes(d));
  const drawRules = () =>
    random.shuffle([1, 2, 3]).map((d) => {
      const left = Array.from({ length: random.int(1, difficulty === 1 ? 2 : 3) }, () => String(random.int(1, 3))).join('');
      return { find: `0${d}`, put: `${left}0${withRight.includes(d) ? random.pick(terminals) : ''}` };
    });
  // Rules whose blocks make a singular system have no unique answer: draw them again (a few tries suffice).
  let rules = drawRules();
  for (let tries = 0; tries < 30; tries++) {
    const program: Program = { template: 'marker', shape: 'plain', rules };
    const m = [1, 2, 3].map((d) => countsOf(run(program, `0${d}0`) ?? ''));
    if (det3(m) !== 0) break;
    rules = drawRules();
  }
  const program: Program = { template: 'marker', shape: difficulty === 3 && random.next() < 0.4 ? 'sequence' : 'plain', rules };
  if (random.next() < 0.5) program.loop = 'not-00';
  const original: [number, number, number] = [0, 0, 0].map(() => random.int(difficulty === 1 ? 3 : 5, difficulty === 1 ? 15 : difficulty === 2 ? 30 : 50)) as [number, number, number];
  const ask = difficulty === 1 || random.next() < 0.5 ? { kind: 'total' as const } : { kind: 'digit' as const, digit: random.int(1, 3) };
  return { family: 'reverse', program, original, ask };
}

function drawResult(random: SeededRandom, difficulty: Difficulty): Params {
  if (difficulty === 3 || (difficulty === 2 && random.next() < 0.5)) {
    const { rules, filler, head } = cycleRules(random, difficulty === 3 ? 3 : 2, false);
    const n = random.int(difficulty === 3 ? 150 : 60, difficulty === 3 ? 600 : 200);
    return { family: 'result', program: { template: 'cycle', shape: random.pick(['chain', 'sequence', 'plain'] as const), rules }, input: { head, blocks: [{ digit: filler, count: n }] } };
  }
  const { rules, filler } = pairRules(random);
  const n = random.int(difficulty === 1 ? 20 : 80, difficulty === 1 ? 80 : 250);
  const shape = difficulty === 1 ? 'chain' : random.pick(['chain', 'sequence', 'plain'] as const);
  return { family: 'result', program: { template: 'pair', shape, rules }, input: { head: '', blocks: [{ digit: filler, count: n }] } };
}

function drawSum(random: SeededRandom, difficulty: Difficulty): Params {
  const useCursor = difficulty === 2 || (difficulty === 3 && random.next() < 0.5);
  if (useCursor) {
    const { rules, digits } = cursorRules(random, difficulty === 2 ? 3 : 4);
    const blocks = digits.map((digit) => ({ digit, count: random.int(difficulty === 2 ? 10 : 20, difficulty === 2 ? 60 : 120) }));
    const ask = difficulty === 3 && random.next() < 0.5 ? { kind: 'count' as const, digit: String(random.int(0, 9)) } : { kind: 'sum' as const };
    return { family: 'sum', program: { template: 'cursor', shape: random.pick(['sequence', 'chain'] as const), rules }, input: { head: '>', blocks }, ask };
  }
  const { rules, filler, head } = cycleRules(random, difficulty === 1 ? 2 : 3, true);
  const n = random.int(difficulty === 1 ? 20 : 150, difficulty === 1 ? 80 : 500);
  const ask = difficulty === 3 && random.next() < 0.4 ? { kind: 'count' as const, digit: random.pick([...new Set(rules.map((r) => r.put[0]!))]) } : { kind: 'sum' as const };
  return { family: 'sum', program: { template: 'cycle', shape: difficulty === 1 ? 'chain' : random.pick(['chain', 'sequence', 'plain'] as const), rules }, input: { head, blocks: [{ digit: filler, count: n }] }, ask };
}

function drawExtreme(random: SeededRandom, difficulty: Difficulty): Params | null {
  let program: Program;
  let input: Input;
  if (difficulty === 2 || (difficulty === 3 && random.next() < 0.5)) {
    const { rules, digits } = cursorRules(random, 3);
    const nAt = random.int(0, digits.length - 1);
    input = { head: '>', blocks: digits.map((digit, i) => ({ digit, count: i === nAt ? ('n' as const) : random.int(10, 60) })) };
    program = { template: 'cursor', shape: random.pick(['sequence', 'chain'] as const), rules };
  } else {
    const { rules, filler, head } = cycleRules(random, difficulty === 1 ? 2 : 3, random.next() < 0.6);
    input = { head, blocks: [{ digit: filler, count: 'n' }] };
    program = { template: 'cycle', shape: difficulty === 1 ? 'chain' : random.pick(['chain', 'sequence', 'plain'] as const), rules };
  }
  const sumAt = (n: number) => {
    const result = run(program, inputOf(input, n));
    return result === null ? null : digitSum(result);
  };
  if (difficulty === 1) {
    // «the smallest n > L for which the sum is S», S taken from an n of the window so that one exists.
    const above = random.int(1, 10) * 10;
    const sum = sumAt(above + random.int(1, 40));
    if (sum === null) return null;
    return { family: 'extreme', program, input, ask: { kind: 'min', above }, property: { kind: 'sum-eq', value: sum } };
  }
  if (difficulty === 2) {
    return program.template === 'cursor'
      ? { family: 'extreme', program, input, ask: { kind: 'min', above: random.pick([0, 0, 10, 50, 100]) }, property: { kind: 'sum-prime' } }
      : { family: 'extreme', program, input, ask: { kind: 'min', above: random.int(5, 20) * 10 }, property: { kind: 'sum-prime' } };
  }
  const form = random.int(0, 2);
  if (form === 0) {
    const from = random.int(1, 10) * 10;
    return { family: 'extreme', program, input, ask: { kind: 'count', from, to: from + random.pick([50, 100]) }, property: { kind: 'sum-prime' } };
  }
  if (program.template === 'cursor') {
    // The cursor's sum grows with n (A + c·n): the largest n with a given sum would be the only one, so ask for a prime.
    return { family: 'extreme', program, input, ask: { kind: 'max', atMost: random.int(10, 25) * 10 }, property: { kind: 'sum-prime' } };
  }
  if (form === 1) {
    const atMost = random.int(10, 25) * 10;
    const sum = sumAt(atMost - random.int(0, 60));
    if (sum === null) return null;
    return { family: 'extreme', program, input, ask: { kind: 'max', atMost }, property: { kind: 'sum-eq', value: sum } };
  }
  // «for how many n of [A; B] is the result the string R», R being the result at some n of the range.
  const from = random.int(5, 15) * 10;
  const result = run(program, inputOf(input, from + random.int(0, 100)));
  if (result === null || result.length > 8) return null;
  return { family: 'extreme', program, input, ask: { kind: 'count', from, to: from + 100 }, property: { kind: 'result-eq', value: result } };
}

// ——— text ———

const INTRO =
  '<p>Исполнитель Редактор получает на вход строку цифр и преобразовывает её. Редактор может выполнять две команды, в обеих командах v и w обозначают цепочки символов.</p>' +
  '<p>1. <b>заменить (v, w)</b> — эта команда заменяет в строке первое слева вхождение цепочки v на цепочку w. Если цепочки v в строке нет, эта команда не изменяет строку.</p>' +
  '<p>2. <b>нашлось (v)</b> — эта команда проверяет, встречается ли цепочка v в строке исполнителя Редактор. Если она встречается, то команда возвращает логическое значение «истина», в противном случае возвращает значение «ложь». Строка исполнителя при этом не изменяется.</p>' +
  '<p>Цикл ПОКА условие последовательность команд КОНЕЦ ПОКА выполняется, пока условие истинно. В конструкции ЕСЛИ условие ТО команда1 ИНАЧЕ команда2 КОНЕЦ ЕСЛИ выполняется команда1 (если условие истинно) или команда2 (если условие ложно); часть ИНАЧЕ может отсутствовать, тогда при ложном условии ничего не выполняется.</p>';

/** ЕСЛИ … ТО … ИНАЧЕ ЕСЛИ … ТО … ИНАЧЕ …: the last rule needs no test, the loop's condition made it true. */
function chainLines(rules: Rule[], pad: string): string[] {
  const [rule, ...rest] = rules as [Rule, ...Rule[]];
  const lines = [`${pad}ЕСЛИ нашлось (${rule.find})`, `${pad}  ТО заменить (${rule.find}, ${rule.put})`];
  if (rest.length === 1) lines.push(`${pad}  ИНАЧЕ заменить (${rest[0]!.find}, ${rest[0]!.put})`);
  else {
    const inner = chainLines(rest, `${pad}  `);
    lines.push(`${pad}  ИНАЧЕ ${inner[0]!.trimStart()}`, ...inner.slice(1));
  }
  lines.push(`${pad}КОНЕЦ ЕСЛИ`);
  return lines;
}

function programLines(program: Program): string[] {
  const { rules } = program;
  const lines = ['НАЧАЛО', program.loop === 'not-00' ? 'ПОКА НЕ нашлось (00)' : `ПОКА ${rules.map((r) => `нашлось (${r.find})`).join(' ИЛИ ')}`];
  if (program.shape === 'plain') for (const r of rules) lines.push(`  заменить (${r.find}, ${r.put})`);
  else if (program.shape === 'sequence')
    for (const r of rules) lines.push(`  ЕСЛИ нашлось (${r.find})`, `    ТО заменить (${r.find}, ${r.put})`, '  КОНЕЦ ЕСЛИ');
  else lines.push(...chainLines(rules, '  '));
  lines.push('КОНЕЦ ПОКА', 'КОНЕЦ');
  return lines;
}

const programHtml = (program: Program) => `<pre>${escapeHtml(programLines(program).join('\n'))}</pre>`;

const countText = (count: number | 'n', digit: string) => (count === 'n' ? `n цифр «${digit}»` : `${count} ${pluralRu(count, ['цифру', 'цифры', 'цифр'])} «${digit}»`);

/**
 * «строка, начинающаяся с …, а затем содержащая …» ('nominative') or «строке, начинающейся …»
 * ('dative'); the counts after «содержащая» are accusative, after «из» genitive.
 */
function inputText(input: Input, grammaticalCase: 'nominative' | 'dative'): string {
  const [noun, starting, containing, consisting] =
    grammaticalCase === 'nominative' ? ['строка', 'начинающаяся', 'содержащая', 'состоящая'] : ['строке', 'начинающейся', 'содержащей', 'состоящей'];
  const blocks = input.blocks.map((b) => countText(b.count, b.digit));
  const list = blocks.length === 1 ? blocks[0]! : `${blocks.slice(0, -1).join(', ')} и ${blocks[blocks.length - 1]!}`;
  const natural = input.blocks.some((b) => b.count === 'n') ? ' (n — натуральное число)' : '';
  if (input.head === '>') return `${noun}, ${starting} с символа «&gt;», а затем ${containing} ${list}, расположенных в произвольном порядке${natural}`;
  if (input.head !== '') return `${noun}, ${starting} с цифры «${input.head}», а затем ${containing} ${list}${natural}`;
  const [block] = input.blocks as [{ digit: string; count: number }];
  return `${noun}, ${consisting} из ${block.count} ${pluralRu(block.count, ['цифры', 'цифр', 'цифр'])} «${block.digit}»`;
}

function propertyText(property: Property): string {
  if (property.kind === 'sum-eq') return `сумма цифр в строке, получившейся в результате выполнения программы, равна ${property.value}`;
  if (property.kind === 'sum-prime') return 'сумма числовых значений цифр строки, получившейся в результате выполнения программы, является простым числом';
  return `в результате выполнения программы получится строка «${escapeHtml(property.value)}»`;
}

const digitNouns: Record<number, readonly [string, string, string]> = { 1: ['единицу', 'единицы', 'единиц'], 2: ['двойку', 'двойки', 'двоек'], 3: ['тройку', 'тройки', 'троек'] };

function reverseQuestion(p: Reverse): string {
  const c = resultCounts(p, run, [1, 2, 3])!;
  const counts = c.map((k, i) => `${k} ${pluralRu(k, digitNouns[i + 1]!)}`);
  return (
    '<p>Известно, что исходная строка начиналась с нуля и заканчивалась нулём, а между ними содержала только цифры «1», «2» и «3», расположенные в некотором порядке. ' +
    `После выполнения данной программы получилась строка, содержащая ${counts[0]}, ${counts[1]} и ${counts[2]} (и два нуля). ` +
    (p.ask.kind === 'total' ? 'Сколько цифр было в исходной строке (считая оба нуля)?</p>' : `Сколько цифр «${p.ask.digit}» было в исходной строке?</p>`)
  );
}

function questionText(p: Params): string {
  if (p.family === 'reverse') return reverseQuestion(p);
  if (p.family === 'result') return `<p>Какая строка получится в результате применения приведённой выше программы к ${inputText(p.input, 'dative')}?</p><p>В ответе запишите полученную строку.</p>`;
  const source = `<p>На вход приведённой выше программе поступает ${inputText(p.input, 'nominative')}.</p>`;
  if (p.family === 'sum')
    return (
      source +
      (p.ask.kind === 'sum'
        ? '<p>Определите сумму числовых значений цифр строки, получившейся в результате выполнения программы.</p>'
        : `<p>Сколько цифр «${p.ask.digit}» содержится в строке, получившейся в результате выполнения программы?</p>`)
    );
  const { ask } = p;
  if (ask.kind === 'min') return `${source}<p>Определите наименьшее значение n${ask.above > 0 ? `, большее ${ask.above},` : ''} при котором ${propertyText(p.property)}.</p>`;
  if (ask.kind === 'max') return `${source}<p>Определите наибольшее значение n, не превышающее ${ask.atMost}, при котором ${propertyText(p.property)}.</p>`;
  return `${source}<p>Для скольких значений n из отрезка [${ask.from}; ${ask.to}] ${propertyText(p.property)}?</p>`;
}

// ——— Python ———

const py = (s: string) => `'${s}'`;

function pythonRun(program: Program): string {
  const { rules } = program;
  const lines = ['def run(s):', program.loop === 'not-00' ? "    while '00' not in s:" : `    while ${rules.map((r) => `${py(r.find)} in s`).join(' or ')}:`];
  if (program.shape === 'plain') for (const r of rules) lines.push(`        s = s.replace(${py(r.find)}, ${py(r.put)}, 1)`);
  else if (program.shape === 'sequence')
    for (const r of rules) lines.push(`        if ${py(r.find)} in s:`, `            s = s.replace(${py(r.find)}, ${py(r.put)}, 1)`);
  else
    rules.forEach((r, i) => {
      lines.push(i === 0 ? `        if ${py(r.find)} in s:` : i < rules.length - 1 ? `        elif ${py(r.find)} in s:` : '        else:');
      lines.push(`            s = s.replace(${py(r.find)}, ${py(r.put)}, 1)`);
    });
  lines.push('    return s', '', '', 'def digit_sum(s):', '    return sum(int(c) for c in s if c.isdigit())', '');
  return lines.join('\n');
}

function pythonInput(input: Input): string {
  return [input.head === '' ? null : py(input.head), ...input.blocks.map((b) => `${py(b.digit)} * ${b.count}`)].filter((x) => x !== null).join(' + ');
}

function pythonOf(p: Params): string {
  let code = pythonRun(p.program);
  if (p.family === 'reverse') {
    const c = resultCounts(p, run, [1, 2, 3])!;
    const answer = p.ask.kind === 'total' ? 'a1 + a2 + a3 + 2' : `a${p.ask.digit}`;
    return [
      code,
      '# Столбец d: сколько единиц, двоек и троек даёт одна цифра d после нуля.',
      "cols = [[run('0' + str(d) + '0').count(str(i)) for i in (1, 2, 3)] for d in (1, 2, 3)]",
      `c = [${c.join(', ')}]`,
      'total = sum(c)',
      'row = next(i for i in range(3) if cols[2][i] > 0)',
      'answers = []',
      'for a1 in range(total + 1):',
      '    for a2 in range(total + 1 - a1):',
      '        rest = c[row] - a1 * cols[0][row] - a2 * cols[1][row]',
      '        if rest < 0 or rest % cols[2][row] != 0:',
      '            continue',
      '        a3 = rest // cols[2][row]',
      '        if all(a1 * cols[0][i] + a2 * cols[1][i] + a3 * cols[2][i] == c[i] for i in range(3)):',
      `            answers.append(${answer})`,
      'print(answers[0])',
      '',
    ].join('\n');
  }
  if (p.family === 'result') return `${code}\nprint(run(${pythonInput(p.input)}))\n`;
  if (p.family === 'sum') return `${code}\ns = run(${pythonInput(p.input)})\nprint(${p.ask.kind === 'sum' ? 'digit_sum(s)' : `s.count(${py(p.ask.digit)})`})\n`;
  if (p.property.kind === 'sum-prime')
    code += '\ndef is_prime(x):\n    if x < 2:\n        return False\n    d = 2\n    while d * d <= x:\n        if x % d == 0:\n            return False\n        d += 1\n    return True\n';
  const test = p.property.kind === 'sum-eq' ? `digit_sum(run(s)) == ${p.property.value}` : p.property.kind === 'sum-prime' ? 'is_prime(digit_sum(run(s)))' : `run(s) == ${py(p.property.value)}`;
  const make = `s = ${pythonInput(p.input)}`;
  const { ask } = p;
  if (ask.kind === 'min') return `${code}\nn = ${ask.above + 1}\nwhile True:\n    ${make}\n    if ${test}:\n        break\n    n += 1\nprint(n)\n`;
  if (ask.kind === 'max') return `${code}\nn = ${ask.atMost}\nwhile True:\n    ${make}\n    if ${test}:\n        break\n    n -= 1\nprint(n)\n`;
  return `${code}\ncount = 0\nfor n in range(${ask.from}, ${ask.to + 1}):\n    ${make}\n    if ${test}:\n        count += 1\nprint(count)\n`;
}

function reverseSteps(p: Reverse, value: string): string {
  const blocks = [1, 2, 3].map((d) => {
    const counts = countsOf(run(p.program, `0${d}0`)!);
    return `«0${d}0» → ${counts.map((k, i) => `${k} ${pluralRu(k, digitNouns[i + 1]!)}`).join(', ')}`;
  });
  return (
    '<p>Ноль в начале строки работает как курсор: каждая замена переносит его вправо и оставляет слева от него блок цифр; цифра, которую замена ставит справа от нуля, обрабатывается следующей. Каждая цифра исходной строки превращается в свой блок независимо от соседей, поэтому количество единиц, двоек и троек в результате — сумма вкладов отдельных цифр, и порядок цифр не важен.</p>' +
    `<p>Вклад одной цифры находим, запустив программу на строках «0d0» (на Python: <code>v in s</code> — «нашлось», <code>s.replace(v, w, 1)</code> — «заменить»): ${blocks.join('; ')}.</p>` +
    `<p>Если в исходной строке a₁ единиц, a₂ двоек и a₃ троек, получаем систему из трёх линейных уравнений (по единицам, двойкам и тройкам результата). Её единственное решение в целых неотрицательных числах можно найти перебором a₁ и a₂ (a₃ выражается из одного уравнения). Ответ: ${value}.</p>`
  );
}

function stepsOf(p: Params, value: string): string {
  if (p.family === 'reverse') return reverseSteps(p, value);
  const method =
    '<p>Программу Редактора удобно выполнить на Python: <code>v in s</code> — это «нашлось (v)», а <code>s.replace(v, w, 1)</code> — «заменить (v, w)» (третий аргумент 1 обязателен: заменяется только первое слева вхождение). ' +
    (p.program.shape === 'chain'
      ? 'Вложенные ЕСЛИ … ИНАЧЕ записываются как <code>if … elif … else</code>: за один проход цикла выполняется ровно одна замена.'
      : p.program.shape === 'sequence'
        ? 'Каждое ЕСЛИ проверяется по очереди, поэтому за один проход цикла может выполниться несколько замен — так же работает и программа на Python.'
        : 'Команды «заменить» в теле цикла выполняются одна за другой; если цепочки нет, строка не меняется — как и у <code>replace</code>.') +
    '</p>';
  const cursor =
    p.program.template === 'cursor'
      ? '<p>Символ «&gt;» работает как курсор: каждая замена переносит его на одну цифру вправо, а слева от него оставляет образ этой цифры. Поэтому каждая исходная цифра заменяется ровно один раз, и результат (а значит, и сумма его цифр) не зависит от порядка цифр: можно взять любой, например сначала все одинаковые цифры подряд.</p>'
      : '';
  if (p.family === 'result') return `${method}<p>Запускаем программу на заданной строке и печатаем результат: ${escapeHtml(value)}.</p>`;
  if (p.family === 'sum') return `${method}${cursor}<p>По окончании работы программы ${p.ask.kind === 'sum' ? 'складываем цифры строки' : `считаем цифры «${p.ask.digit}»`}: ${value}.</p>`;
  const search =
    p.ask.kind === 'min'
      ? `Перебираем n по возрастанию, начиная с ${p.ask.above + 1}, и для каждого строим исходную строку, выполняем программу и проверяем условие; первое подходящее n — ответ`
      : p.ask.kind === 'max'
        ? `Перебираем n по убыванию, начиная с ${p.ask.atMost}, и для каждого строим исходную строку, выполняем программу и проверяем условие; первое подходящее n — ответ`
        : `Для каждого n от ${p.ask.from} до ${p.ask.to} строим исходную строку, выполняем программу и считаем значения n, для которых выполнено условие`;
  return `${method}${cursor}<p>${search}: ${value}.</p>`;
}

export const type12Generator: TaskGenerator<Params> = {
  type: 12,
  // 2: three families (result string, digit sum, smallest/largest n), three program shapes, numerals agree.
  // 3: the cursor form asks for the largest n with a prime sum, not with a given one (that n is unique).
  // 4: the smallest / largest n is never the first one tried.
  // 5: the fourth family, 'reverse' (the marker 0, «ПОКА НЕ нашлось (00)»: how many digits the input had).
  version: 5,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick(['result', 'sum', 'extreme', 'reverse'] as const);
    if (family === 'reverse') return drawReverse(random, difficulty);
    if (family === 'result') return drawResult(random, difficulty);
    if (family === 'sum') return drawSum(random, difficulty);
    return drawExtreme(random, difficulty);
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const not = p.program.loop === 'not-00' ? '<p>Условие «НЕ нашлось (v)» истинно, если цепочка v в строке не встречается.</p>' : '';
    const text = `${INTRO}${not}<p>Дана программа для Редактора:</p>${programHtml(p.program)}${questionText(p)}`;
    return { text, files: [], steps: stepsOf(p, value), python: pythonOf(p) };
  },
};
