import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 15: a logical formula with a parameter A that must be identically true, in the exam's five
 * families (README): ДЕЛ(n, m) ('del'), segments of the number line ('segments'), the bitwise «&»
 * ('bitwise'), inequalities over x and y ('inequality') and sets of natural numbers ('sets').
 *
 * The solver reasons as the 'Разбор' does: divisibility by lcm/gcd and prime powers, the pieces of the
 * line between the segments' ends, the bits x must share with A, the extreme points of the region. The
 * checker tries every candidate A against every x (and y) of a range proved sufficient in its comments.
 */

// ---- formulas: a tree over numbered atoms, rendered in the exam's notation and as Python ----

type Node = { k: 'atom'; i: number } | { k: 'not'; a: Node } | { k: 'and' | 'or'; xs: Node[] } | { k: 'imp' | 'eqv'; a: Node; b: Node };
const at = (i: number): Node => ({ k: 'atom', i });
const not = (a: Node): Node => ({ k: 'not', a });
const and = (...xs: Node[]): Node => ({ k: 'and', xs });
const or = (...xs: Node[]): Node => ({ k: 'or', xs });
const imp = (a: Node, b: Node): Node => ({ k: 'imp', a, b });
const eqv = (a: Node, b: Node): Node => ({ k: 'eqv', a, b });

function evaluate(n: Node, v: readonly boolean[]): boolean {
  switch (n.k) {
    case 'atom':
      return v[n.i]!;
    case 'not':
      return !evaluate(n.a, v);
    case 'and':
      return n.xs.every((x) => evaluate(x, v));
    case 'or':
      return n.xs.some((x) => evaluate(x, v));
    case 'imp':
      return !evaluate(n.a, v) || evaluate(n.b, v);
    case 'eqv':
      return evaluate(n.a, v) === evaluate(n.b, v);
  }
}

const symbol = { and: '∧', or: '∨', imp: '→', eqv: '≡' } as const;

/** The exam's notation: ¬ before an atom or a bracket, every inner binary operation in brackets. */
function formulaHtml(n: Node, atoms: readonly string[], top = true): string {
  if (n.k === 'atom') return atoms[n.i]!;
  if (n.k === 'not') return `¬${formulaHtml(n.a, atoms, false)}`;
  const parts = 'xs' in n ? n.xs : [n.a, n.b];
  const text = parts.map((p) => formulaHtml(p, atoms, false)).join(` ${symbol[n.k]} `);
  return top ? text : `(${text})`;
}

function formulaPython(n: Node, atoms: readonly string[]): string {
  switch (n.k) {
    case 'atom':
      return `(${atoms[n.i]!})`;
    case 'not':
      return `(not ${formulaPython(n.a, atoms)})`;
    case 'and':
    case 'or':
      return `(${n.xs.map((x) => formulaPython(x, atoms)).join(` ${n.k} `)})`;
    case 'imp':
      return `((not ${formulaPython(n.a, atoms)}) or ${formulaPython(n.b, atoms)})`;
    case 'eqv':
      return `(${formulaPython(n.a, atoms)} == ${formulaPython(n.b, atoms)})`;
  }
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (...ns: number[]) => ns.reduce((a, b) => (a / gcd(a, b)) * b, 1);
const i = (name: string) => `<i>${name}</i>`;
/** 3x, x (no coefficient 1). */
const term = (k: number, v: string) => (k === 1 ? i(v) : `${k}${i(v)}`);

// ---- ДЕЛ ----

type DelTemplate = 'lcm-max-a' | 'lcm-max-b' | 'lcm-min' | 'gcd-max' | 'cover-a' | 'cover-b' | 'sum-min' | 'lcm-gt' | 'second-arg' | 'cover3';
type Ask = 'min' | 'max';
type Operand = 'x' | 'A' | number;
/** A ДЕЛ atom, or a comparison of x with A and a number. */
type DelAtom = { del: [Operand, Operand] } | { sum: number } | { gt: number };

/** The least A with q | lcm(A, p): the prime powers of q that p lacks. */
function cover(q: number, p: number): number {
  let a = 1;
  let rest = q;
  for (let r = 2; rest > 1; r++) {
    let power = 1;
    while (rest % r === 0) {
      rest /= r;
      power *= r;
    }
    if (power > 1 && p % power !== 0) a *= power;
  }
  return a;
}

const delTemplates: Record<DelTemplate, { level: Difficulty; ask: Ask; formula: Node; atoms: (c: number[]) => DelAtom[]; solve: (c: number[]) => number }> = {
  // x must be a multiple of A whenever it is one of p and q: A divides lcm(p, q).
  'lcm-max-a': { level: 1, ask: 'max', formula: imp(not(at(0)), imp(at(1), not(at(2)))), atoms: ([p, q]) => [{ del: ['x', 'A'] }, { del: ['x', p!] }, { del: ['x', q!] }], solve: ([p, q]) => lcm(p!, q!) },
  'lcm-max-b': { level: 1, ask: 'max', formula: imp(and(at(0), at(1)), at(2)), atoms: ([p, q]) => [{ del: ['x', p!] }, { del: ['x', q!] }, { del: ['x', 'A'] }], solve: ([p, q]) => lcm(p!, q!) },
  // Every multiple of A (A itself among them) is one of p and q: lcm(p, q) divides A.
  'lcm-min': { level: 1, ask: 'min', formula: imp(at(0), and(at(1), at(2))), atoms: ([p, q]) => [{ del: ['x', 'A'] }, { del: ['x', p!] }, { del: ['x', q!] }], solve: ([p, q]) => lcm(p!, q!) },
  // x = p and x = q must be multiples of A: A divides gcd(p, q).
  'gcd-max': { level: 1, ask: 'max', formula: imp(or(at(0), at(1)), at(2)), atoms: ([p, q]) => [{ del: ['x', p!] }, { del: ['x', q!] }, { del: ['x', 'A'] }], solve: ([p, q]) => gcd(p!, q!) },
  // Every common multiple of A and p is a multiple of q: q | lcm(A, p).
  'cover-a': { level: 2, ask: 'min', formula: imp(and(at(0), at(1)), at(2)), atoms: ([p, q]) => [{ del: ['x', 'A'] }, { del: ['x', p!] }, { del: ['x', q!] }], solve: ([p, q]) => cover(q!, p!) },
  'cover-b': { level: 2, ask: 'min', formula: imp(at(0), imp(at(1), at(2))), atoms: ([p, q]) => [{ del: ['x', 'A'] }, { del: ['x', p!] }, { del: ['x', q!] }], solve: ([p, q]) => cover(q!, p!) },
  // Every common multiple of p and q (the least is lcm) must reach N − A: A ≥ N − lcm(p, q).
  'sum-min': { level: 2, ask: 'min', formula: or(imp(at(0), not(at(1))), at(2)), atoms: ([p, q, n]) => [{ del: ['x', p!] }, { del: ['x', q!] }, { sum: n! }], solve: ([p, q, n]) => n! - lcm(p!, q!) },
  // Every common multiple of A and p exceeds N: lcm(A, p) > N.
  'lcm-gt': {
    level: 2,
    ask: 'min',
    formula: imp(and(at(0), at(1)), at(2)),
    atoms: ([p, n]) => [{ del: ['x', 'A'] }, { del: ['x', p!] }, { gt: n! }],
    solve: ([p, n]) => {
      let a = 1;
      while (lcm(a, p!) <= n!) a++;
      return a;
    },
  },
  // A is a multiple of c, and every common divisor of m and k divides A: lcm(c, gcd(m, k)) | A.
  'second-arg': {
    level: 3,
    ask: 'min',
    formula: and(at(0), imp(at(1), imp(not(at(2)), not(at(3))))),
    atoms: ([c, m, k]) => [{ del: ['A', c!] }, { del: [m!, 'x'] }, { del: ['A', 'x'] }, { del: [k!, 'x'] }],
    solve: ([c, m, k]) => lcm(c!, gcd(m!, k!)),
  },
  // lcm(q, r) | lcm(A, p): the prime powers of lcm(q, r) that p lacks.
  cover3: {
    level: 3,
    ask: 'min',
    formula: imp(and(at(0), at(1)), and(at(2), at(3))),
    atoms: ([p, q, r]) => [{ del: ['x', 'A'] }, { del: ['x', p!] }, { del: ['x', q!] }, { del: ['x', r!] }],
    solve: ([p, q, r]) => cover(lcm(q!, r!), p!),
  },
};

const operand = (o: Operand, a: number, x: number) => (o === 'x' ? x : o === 'A' ? a : o);
const operandHtml = (o: Operand) => (typeof o === 'number' ? String(o) : i(o));
const delValue = (atom: DelAtom, x: number, a: number) =>
  'del' in atom ? operand(atom.del[0], a, x) % operand(atom.del[1], a, x) === 0 : 'sum' in atom ? x + a >= atom.sum : x > atom.gt;
const delHtml = (atom: DelAtom) =>
  'del' in atom ? `ДЕЛ(${operandHtml(atom.del[0])}, ${operandHtml(atom.del[1])})` : 'sum' in atom ? `(${i('x')} + ${i('A')} ≥ ${atom.sum})` : `(${i('x')} &gt; ${atom.gt})`;
const delPython = (atom: DelAtom) => ('del' in atom ? `${atom.del[0]} % ${atom.del[1]} == 0` : 'sum' in atom ? `x + A >= ${atom.sum}` : `x > ${atom.gt}`);

/**
 * The x the checker must try for a given A. Pure ДЕЛ(x, ·) formulas depend on x only through
 * x mod lcm(A, constants), so one period decides. With x + A ≥ N or x > N the formula is true for
 * x ≥ N, and below N it is tried directly; with ДЕЛ(m, x) it is true for x > m (m is not divisible).
 */
function delXBound(t: DelTemplate, c: number[], a: number): number {
  if (t === 'sum-min' || t === 'lcm-gt') return c[c.length - 1]!;
  if (t === 'second-arg') return c[1]!;
  return lcm(a, ...c);
}

// ---- segments ----

type SegTemplate = 'and-cover' | 'not-a' | 'union-in' | 'union-in-b' | 'hull' | 'diff-cover' | 'xor-cover' | 'xor-in' | 'three-cover' | 'three-in' | 'three-xor';
type Segment = [number, number];
const segNames = ['P', 'Q', 'R'];
const listRuNames = (names: string[]) => (names.length === 2 ? `${i(names[0]!)} и ${i(names[1]!)}` : `${i(names[0]!)}, ${i(names[1]!)} и ${i(names[2]!)}`);

/** Atoms 0.. are the given segments in order, the last atom is A. */
const segTemplates: Record<SegTemplate, { level: Difficulty; count: number; ask: Ask; formula: Node }> = {
  'and-cover': { level: 1, count: 2, ask: 'min', formula: imp(at(0), imp(and(at(1), not(at(2))), not(at(0)))) },
  'not-a': { level: 1, count: 2, ask: 'min', formula: imp(not(at(2)), imp(at(0), not(at(1)))) },
  'union-in': { level: 1, count: 2, ask: 'max', formula: imp(at(2), or(at(0), at(1))) },
  'union-in-b': { level: 1, count: 2, ask: 'max', formula: or(imp(at(2), at(0)), at(1)) },
  hull: { level: 2, count: 2, ask: 'min', formula: imp(or(at(0), at(1)), at(2)) },
  'diff-cover': { level: 2, count: 2, ask: 'min', formula: or(imp(at(0), at(1)), at(2)) },
  'xor-cover': { level: 2, count: 2, ask: 'min', formula: imp(not(eqv(at(0), at(1))), at(2)) },
  'xor-in': { level: 3, count: 2, ask: 'max', formula: imp(eqv(at(0), at(1)), not(at(2))) },
  'three-cover': { level: 3, count: 3, ask: 'min', formula: imp(and(at(0), not(at(1))), or(at(2), at(3))) },
  'three-in': { level: 3, count: 3, ask: 'max', formula: imp(at(3), or(at(0), at(1), at(2))) },
  'three-xor': { level: 3, count: 3, ask: 'min', formula: or(eqv(at(0), at(1)), at(2), at(3)) },
};

const inSeg = (x: number, [l, r]: Segment) => l <= x && x <= r;

/**
 * The solver: the segments' ends cut the line into points, open gaps and two rays; on each piece the
 * formula's value with x ∈ A and with x ∉ A is constant. A must contain the pieces where x ∉ A makes it
 * false (S) and may contain only those where x ∈ A keeps it true (T). The least A is S's closed hull
 * (all of it inside T); the greatest is the longest run of T containing S, with points at both ends
 * (an open end is never reached by a segment: no greatest then).
 */
function solveSegments(formula: Node, segs: Segment[], ask: Ask): number | null {
  const ends = [...new Set(segs.flat())].sort((a, b) => a - b);
  type Piece = { lo: number; hi: number; point: boolean; ray: boolean; must: boolean; may: boolean };
  const pieces: Piece[] = [];
  const add = (lo: number, hi: number, point: boolean, ray: boolean, x: number) => {
    const v = segs.map((s) => inSeg(x, s));
    const off = evaluate(formula, [...v, false]);
    const on = evaluate(formula, [...v, true]);
    pieces.push({ lo, hi, point, ray, must: !off, may: on });
  };
  add(-Infinity, ends[0]!, false, true, ends[0]! - 1);
  ends.forEach((e, k) => {
    add(e, e, true, false, e);
    if (k + 1 < ends.length) add(e, ends[k + 1]!, false, false, (e + ends[k + 1]!) / 2);
  });
  add(ends[ends.length - 1]!, Infinity, false, true, ends[ends.length - 1]! + 1);
  if (pieces.some((p) => p.must && !p.may)) return null;
  const must = pieces.flatMap((p, k) => (p.must ? [k] : []));
  if (ask === 'min') {
    if (must.length === 0) return null;
    let first = must[0]!;
    let last = must[must.length - 1]!;
    if (pieces[first]!.ray || pieces[last]!.ray) return null;
    // An open gap's end belongs to the closed segment A too.
    if (!pieces[first]!.point) first--;
    if (!pieces[last]!.point) last++;
    for (let k = first; k <= last; k++) if (!pieces[k]!.may) return null;
    const length = pieces[last]!.hi - pieces[first]!.lo;
    return length > 0 ? length : null;
  }
  let best: number | null = null;
  for (let k = 0; k < pieces.length; k++) {
    if (!pieces[k]!.may || (k > 0 && pieces[k - 1]!.may)) continue;
    let end = k;
    while (end + 1 < pieces.length && pieces[end + 1]!.may) end++;
    const inside = must.every((m) => m >= k && m <= end);
    const outside = must.every((m) => m < k || m > end);
    if (!inside && !outside) return null;
    if (must.length > 0 && !inside) continue;
    if (!pieces[k]!.point || !pieces[end]!.point) return null;
    const length = pieces[end]!.hi - pieces[k]!.lo;
    if (best === null || length > best) best = length;
  }
  return best !== null && best > 0 ? best : null;
}

/**
 * The checker: every A = [l, r] with integer ends from two below the least end to two above the
 * greatest, every x on a grid of halves over a wider range. Every atom is constant on each open gap
 * between integers and at each integer, so the grid meets every case; outside the range all atoms are
 * false as they are at its edges. An optimal A has integer ends: its ends are ends of the given segments
 * (or the answer does not exist). A valid A reaching the edge of the candidates means no greatest.
 */
function checkSegments(formula: Node, segs: Segment[], ask: Ask): number | null {
  const lo = Math.min(...segs.flat()) - 2;
  const hi = Math.max(...segs.flat()) + 2;
  const xs: number[] = [];
  for (let x2 = 2 * lo - 2; x2 <= 2 * hi + 2; x2++) xs.push(x2 / 2);
  const off = xs.map((x) => evaluate(formula, [...segs.map((s) => inSeg(x, s)), false]));
  const on = xs.map((x) => evaluate(formula, [...segs.map((s) => inSeg(x, s)), true]));
  let best: number | null = null;
  for (let l = lo; l <= hi; l++) {
    for (let r = l; r <= hi; r++) {
      let ok = true;
      for (let k = 0; k < xs.length && ok; k++) ok = l <= xs[k]! && xs[k]! <= r ? on[k]! : off[k]!;
      if (!ok) continue;
      if (ask === 'max' && (l === lo || r === hi)) return null;
      const length = r - l;
      if (best === null || (ask === 'min' ? length < best : length > best)) best = length;
    }
  }
  return best !== null && best > 0 ? best : null;
}

// ---- bitwise ----

type BitTemplate = 'diff-min' | 'diff-min-or' | 'union-max' | 'union-diff-min' | 'and-max' | 'three-diff-min' | 'pair-min' | 'xor-min' | 'eqv-max';
/** An atom: x & c = 0 / ≠ 0 (c a number or A). */
type BitAtom = { c: number | 'A'; zero: boolean };

const bitTemplates: Record<BitTemplate, { level: Difficulty; ask: Ask; formula: Node; atoms: (c: number[]) => BitAtom[]; solve: (c: number[]) => number }> = {
  // A single bit of p outside q is an x that must meet A.
  'diff-min': { level: 1, ask: 'min', formula: imp(at(0), imp(at(1), at(2))), atoms: ([p, q]) => [{ c: p!, zero: false }, { c: q!, zero: true }, { c: 'A', zero: false }], solve: ([p, q]) => p! & ~q! },
  'diff-min-or': { level: 2, ask: 'min', formula: or(at(0), at(1), at(2)), atoms: ([p, q]) => [{ c: p!, zero: true }, { c: q!, zero: false }, { c: 'A', zero: false }], solve: ([p, q]) => p! & ~q! },
  // A bit of A outside p and q is an x that breaks it.
  'union-max': { level: 1, ask: 'max', formula: imp(at(0), imp(at(1), at(2))), atoms: ([p, q]) => [{ c: 'A', zero: false }, { c: p!, zero: true }, { c: q!, zero: false }], solve: ([p, q]) => p! | q! },
  'union-diff-min': {
    level: 2,
    ask: 'min',
    formula: imp(or(at(0), at(1)), imp(at(2), at(3))),
    atoms: ([p, q, r]) => [{ c: p!, zero: false }, { c: q!, zero: false }, { c: r!, zero: true }, { c: 'A', zero: false }],
    solve: ([p, q, r]) => (p! | q!) & ~r!,
  },
  // Each bit of A alone must meet both p and q.
  'and-max': { level: 2, ask: 'max', formula: or(at(0), and(at(1), at(2))), atoms: ([p, q]) => [{ c: 'A', zero: true }, { c: p!, zero: false }, { c: q!, zero: false }], solve: ([p, q]) => p! & q! },
  'three-diff-min': {
    level: 3,
    ask: 'min',
    formula: imp(and(at(0), at(1)), or(at(2), at(3))),
    atoms: ([p, q, r]) => [{ c: p!, zero: false }, { c: q!, zero: true }, { c: r!, zero: false }, { c: 'A', zero: false }],
    solve: ([p, q, r]) => p! & ~q! & ~r!,
  },
  // x meeting p and q but not r: a common bit outside r, or a bit of p only with a bit of q only (both
  // outside r). A holds the common bits and all of one side (else a pair of missed bits breaks it):
  // the smaller side is taken.
  'pair-min': {
    level: 3,
    ask: 'min',
    formula: imp(and(at(0), at(1)), or(at(2), at(3))),
    atoms: ([p, q, r]) => [{ c: p!, zero: false }, { c: q!, zero: false }, { c: r!, zero: false }, { c: 'A', zero: false }],
    solve: ([p, q, r]) => (p! & q! & ~r!) | Math.min(p! & ~q! & ~r!, q! & ~p! & ~r!),
  },
  // x meets exactly one of p and q: it has a bit of one of them only, and every such bit alone is such an x.
  'xor-min': {
    level: 3,
    ask: 'min',
    formula: imp(eqv(at(0), at(1)), at(2)),
    atoms: ([p, q]) => [{ c: p!, zero: false }, { c: q!, zero: true }, { c: 'A', zero: false }],
    solve: ([p, q]) => p! ^ q!,
  },
  // A bit of A in p only (or in q only) alone breaks ≡; a bit outside both with a bit of p only too.
  'eqv-max': { level: 3, ask: 'max', formula: imp(at(0), eqv(at(1), at(2))), atoms: ([p, q]) => [{ c: 'A', zero: false }, { c: p!, zero: false }, { c: q!, zero: false }], solve: ([p, q]) => p! & q! },
};

const bitValue = (atom: BitAtom, x: number, a: number) => ((x & (atom.c === 'A' ? a : atom.c)) === 0) === atom.zero;
const bitHtml = (atom: BitAtom) => `(${i('x')} &amp; ${atom.c === 'A' ? i('A') : atom.c} ${atom.zero ? '=' : '≠'} 0)`;
const bitPython = (atom: BitAtom) => `x & ${atom.c} ${atom.zero ? '==' : '!='} 0`;

/**
 * The checker. With constants below 2^k every atom x & c depends on the k low bits of x only, and so
 * does x & A for A < 2^k: x from 0 to 2^k − 1 decides such an A. An A with a bit h ≥ k behaves at
 * x = 2^h as A = x = 2^k does (no constant's bit, A met); if the formula is false there, no such A is
 * valid, so the candidates below 2^k are all (for the least A, 2^k − 1 covers every low bit anyway).
 */
function checkBits(formula: Node, atoms: BitAtom[], ask: Ask): number | null {
  const constants = atoms.flatMap((a) => (a.c === 'A' ? [] : [a.c]));
  let size = 1;
  while (size <= Math.max(...constants)) size *= 2;
  const valid = (a: number, xs: number) => {
    for (let x = 0; x < xs; x++) if (!evaluate(formula, atoms.map((atom) => bitValue(atom, x, a)))) return false;
    return true;
  };
  if (ask === 'max' && valid(size, 2 * size)) return null;
  for (let k = 0; k < size; k++) {
    const a = ask === 'min' ? k : size - 1 - k;
    if (valid(a, size)) return a;
  }
  return null;
}

// ---- inequalities over x and y ----

type IneqTemplate = 'box' | 'line-max' | 'line-min' | 'product-max' | 'product-sum';

const ineqLevels: Record<IneqTemplate, { level: Difficulty; ask: Ask }> = {
  box: { level: 1, ask: 'min' },
  'line-max': { level: 2, ask: 'max' },
  'line-min': { level: 2, ask: 'min' },
  'product-max': { level: 3, ask: 'max' },
  'product-sum': { level: 3, ask: 'min' },
};

/** c: box [a, b, p, q]; line [a, b, N]; product-max [N, k]; product-sum [a, b, N]. */
function ineqHolds(t: IneqTemplate, c: number[], x: number, y: number, a: number): boolean {
  switch (t) {
    case 'box':
      return c[0]! * x + c[1]! * y < a || x > c[2]! || y > c[3]!;
    case 'line-max':
      return c[0]! * x + c[1]! * y !== c[2]! || a < x || a < y;
    case 'line-min':
      return c[0]! * x + c[1]! * y !== c[2]! || a > x || a > y;
    case 'product-max':
      return x * y < c[0]! || x >= a || y >= c[1]! * a;
    case 'product-sum':
      return x * y < a || c[0]! * x + c[1]! * y > c[2]!;
  }
}

/** The solver: the extreme point of the region where the other parts of the formula are false. */
function solveIneq(t: IneqTemplate, c: number[]): number | null {
  const [a, b, n] = c as [number, number, number];
  switch (t) {
    case 'box':
      return c[0]! * c[2]! + c[1]! * c[3]! + 1;
    case 'line-max':
    case 'line-min': {
      // The points of a·x + b·y = N: each needs A below its larger (above its smaller) coordinate.
      const values: number[] = [];
      for (let y = 0; b * y <= n; y++) if ((n - b * y) % a === 0) values.push(t === 'line-max' ? Math.max((n - b * y) / a, y) : Math.min((n - b * y) / a, y));
      if (values.length === 0) return null;
      return t === 'line-max' ? Math.min(...values) - 1 : Math.max(...values) + 1;
    }
    case 'product-max': {
      // False somewhere iff the corner x = A − 1, y = kA − 1 reaches N.
      const [limit, k] = c as [number, number];
      let best = 1;
      while ((best + 1 - 1) * (k * (best + 1) - 1) < limit) best++;
      return best;
    }
    case 'product-sum': {
      // For each x the largest y with a·x + b·y ≤ N gives the largest product.
      let most = 0;
      for (let x = 0; a * x <= n; x++) most = Math.max(most, x * Math.floor((n - a * x) / b));
      return most + 1;
    }
  }
}

/**
 * The checker: candidates A against every (x, y) of a grid. box: x > p or y > q is true, so
 * x ≤ p + 1, y ≤ q + 1 suffice; line: a·x + b·y = N needs x, y ≤ N; product-max: x ≥ A or y ≥ kA is
 * true, so x < A, y < kA; product-sum: a·x + b·y > N is true, so x ≤ N / a, y ≤ N / b. A enters each
 * formula in one comparison only, so the valid A are all A above (the least) or below (the greatest)
 * some value: a binary search between a valid and an invalid end finds it.
 */
function checkIneq(t: IneqTemplate, c: number[], ask: Ask): number | null {
  const grid = (a: number): [number, number] => {
    if (t === 'box') return [c[2]! + 1, c[3]! + 1];
    if (t === 'product-max') return [a - 1, c[1]! * a - 1];
    return [Math.floor(c[2]! / c[0]!), Math.floor(c[2]! / c[1]!)];
  };
  const valid = (a: number) => {
    const [xs, ys] = grid(a);
    for (let x = 0; x <= xs; x++) for (let y = 0; y <= ys; y++) if (!ineqHolds(t, c, x, y, a)) return false;
    return true;
  };
  // Past every value the grid gives to the other side of A's comparison.
  const top = t === 'box' ? c[0]! * (c[2]! + 1) + c[1]! * (c[3]! + 1) + 1 : t === 'product-sum' ? c[2]! * c[2]! + 1 : t === 'product-max' ? c[0]! + 2 : c[2]! + 2;
  if (ask === 'min') {
    if (!valid(top) || valid(0)) return null;
    let [bad, good] = [0, top];
    while (good - bad > 1) {
      const mid = Math.floor((bad + good) / 2);
      if (valid(mid)) good = mid;
      else bad = mid;
    }
    return good;
  }
  if (valid(top) || !valid(1)) return null;
  let [good, bad] = [1, top];
  while (bad - good > 1) {
    const mid = Math.floor((bad + good) / 2);
    if (valid(mid)) good = mid;
    else bad = mid;
  }
  return good;
}

function ineqHtml(t: IneqTemplate, c: number[]): string {
  const lin = (a: number, b: number) => `${term(a, 'x')} + ${term(b, 'y')}`;
  const [x, y, A] = [i('x'), i('y'), i('A')];
  switch (t) {
    case 'box':
      return `(${lin(c[0]!, c[1]!)} &lt; ${A}) ∨ (${x} &gt; ${c[2]}) ∨ (${y} &gt; ${c[3]})`;
    case 'line-max':
      return `(${lin(c[0]!, c[1]!)} ≠ ${c[2]}) ∨ (${A} &lt; ${x}) ∨ (${A} &lt; ${y})`;
    case 'line-min':
      return `(${lin(c[0]!, c[1]!)} ≠ ${c[2]}) ∨ (${A} &gt; ${x}) ∨ (${A} &gt; ${y})`;
    case 'product-max':
      return `(${x} · ${y} &lt; ${c[0]}) ∨ (${x} ≥ ${A}) ∨ (${y} ≥ ${c[1] === 1 ? A : `${c[1]}${A}`})`;
    case 'product-sum':
      return `(${x} · ${y} &lt; ${A}) ∨ (${lin(c[0]!, c[1]!)} &gt; ${c[2]})`;
  }
}

const pyTerm = (k: number, v: string) => (k === 1 ? v : `${k} * ${v}`);

function ineqPython(t: IneqTemplate, c: number[]): string {
  switch (t) {
    case 'box':
      return `${pyTerm(c[0]!, 'x')} + ${pyTerm(c[1]!, 'y')} < A or x > ${c[2]} or y > ${c[3]}`;
    case 'line-max':
      return `${pyTerm(c[0]!, 'x')} + ${pyTerm(c[1]!, 'y')} != ${c[2]} or A < x or A < y`;
    case 'line-min':
      return `${pyTerm(c[0]!, 'x')} + ${pyTerm(c[1]!, 'y')} != ${c[2]} or A > x or A > y`;
    case 'product-max':
      return `x * y < ${c[0]} or x >= A or y >= ${pyTerm(c[1]!, 'A')}`;
    case 'product-sum':
      return `x * y < A or ${pyTerm(c[0]!, 'x')} + ${pyTerm(c[1]!, 'y')} > ${c[2]}`;
  }
}

// ---- sets ----

type SetTemplate = 'set-cover' | 'set-in' | 'set-diff' | 'set-xor' | 'set-three-cover' | 'set-three-in';
type Measure = 'sum' | 'count';

/** Atoms 0.. are the given sets in order, the last atom is A. */
const setTemplates: Record<SetTemplate, { level: Difficulty; count: number; ask: Ask; formula: Node }> = {
  // ¬A ∧ P ∧ Q is the only false case: A ⊇ P ∩ Q.
  'set-cover': { level: 1, count: 2, ask: 'min', formula: or(imp(not(at(2)), not(at(0))), not(at(1))) },
  'set-in': { level: 1, count: 2, ask: 'max', formula: imp(at(2), or(at(0), at(1))) },
  'set-diff': { level: 2, count: 2, ask: 'min', formula: or(imp(at(0), at(1)), at(2)) },
  'set-xor': { level: 2, count: 2, ask: 'max', formula: imp(at(2), not(eqv(at(0), at(1)))) },
  'set-three-cover': { level: 3, count: 3, ask: 'min', formula: imp(and(at(0), not(at(1))), or(at(2), at(3))) },
  'set-three-in': { level: 3, count: 3, ask: 'max', formula: imp(at(3), and(or(at(0), at(1)), not(at(2)))) },
};

const measureOf = (xs: number[], measure: Measure) => (measure === 'count' ? xs.length : xs.reduce((a, b) => a + b, 0));

/**
 * The solver: an x outside all the sets must keep the formula true without A (else A is infinite) and,
 * for the greatest A, make it false with A (else A may grow for ever). Inside, x must be in A where the
 * formula is false without it, and may be where it is true with it: the least A is the first, the
 * greatest the second.
 */
function solveSets(formula: Node, sets: number[][], ask: Ask, measure: Measure): number | null {
  const outside = sets.map(() => false);
  if (!evaluate(formula, [...outside, false]) || (ask === 'max' && evaluate(formula, [...outside, true]))) return null;
  const universe = [...new Set(sets.flat())].sort((a, b) => a - b);
  const chosen: number[] = [];
  for (const x of universe) {
    const v = sets.map((set) => set.includes(x));
    const must = !evaluate(formula, [...v, false]);
    const may = evaluate(formula, [...v, true]);
    if (must && !may) return null;
    if (ask === 'min' ? must : may) chosen.push(x);
  }
  return chosen.length > 0 ? measureOf(chosen, measure) : null;
}

/**
 * The checker: every subset A of the sets' union (at most 2^14), the formula tried at each x of the union
 * and at one number outside all the sets (every such number behaves alike); a valid A that may take that
 * outside number too means no greatest. Elements outside the union only add to a least A.
 */
function checkSets(formula: Node, sets: number[][], ask: Ask, measure: Measure): number | null {
  const universe = [...new Set(sets.flat())].sort((a, b) => a - b);
  const outsider = Math.max(...universe) + 1;
  const rows = [...universe, outsider].map((x) => sets.map((set) => set.includes(x)));
  const off = rows.map((v) => evaluate(formula, [...v, false]));
  const on = rows.map((v) => evaluate(formula, [...v, true]));
  let best: number | null = null;
  for (let mask = 0; mask < 1 << universe.length; mask++) {
    let ok = off[universe.length]!;
    for (let k = 0; k < universe.length && ok; k++) ok = (mask & (1 << k)) !== 0 ? on[k]! : off[k]!;
    if (!ok) continue;
    if (ask === 'max' && on[universe.length]!) return null;
    const value = measureOf(
      universe.filter((_, k) => (mask & (1 << k)) !== 0),
      measure,
    );
    if (best === null || (ask === 'min' ? value < best : value > best)) best = value;
  }
  return best !== null && best > 0 ? best : null;
}

// ---- parameters, draw, solve, check ----

type Params =
  | { family: 'del'; t: DelTemplate; c: number[] }
  | { family: 'segments'; t: SegTemplate; segs: Segment[]; ask: Ask }
  | { family: 'bitwise'; t: BitTemplate; c: number[] }
  | { family: 'inequality'; t: IneqTemplate; c: number[] }
  | { family: 'sets'; t: SetTemplate; sets: number[][]; measure: Measure };

const families = ['del', 'segments', 'bitwise', 'inequality', 'sets'] as const;
const templatesAt = <T extends string>(record: Record<T, { level: Difficulty }>, d: Difficulty) => (Object.keys(record) as T[]).filter((t) => record[t].level === d);

function drawDel(random: SeededRandom, d: Difficulty, t: DelTemplate): Params | null {
  const n = (lo: number, hi: number) => random.int(lo, hi);
  switch (t) {
    case 'sum-min': {
      const [p, q] = [n(2, 15), n(2, 15)];
      return { family: 'del', t, c: [p, q, lcm(p, q) + n(5, 150)] };
    }
    case 'lcm-gt':
      return { family: 'del', t, c: [n(4, 40), n(40, 400)] };
    case 'second-arg': {
      const g = n(6, 60);
      return { family: 'del', t, c: [n(4, 60), g * n(2, 15), g * n(2, 15)] };
    }
    case 'cover3':
      return { family: 'del', t, c: [n(4, 80), n(4, 60), n(4, 60)] };
    case 'cover-a':
    case 'cover-b': {
      // q shares a factor with p, so that A need not be q itself.
      const p = n(4, 60);
      const divisors = Array.from({ length: p - 1 }, (_, k) => k + 2).filter((k) => p % k === 0);
      return { family: 'del', t, c: [p, random.pick(divisors) * n(2, 12)] };
    }
    default:
      return { family: 'del', t, c: d === 1 ? [n(2, 30), n(2, 30)] : [n(4, 60), n(4, 60)] };
  }
}

function drawSegments(random: SeededRandom, d: Difficulty, t: SegTemplate): Params {
  const span = d === 1 ? 50 : 90;
  const segs: Segment[] = Array.from({ length: segTemplates[t].count }, () => {
    const l = random.int(2, span - 10);
    return [l, random.int(l + 3, Math.min(span + 10, l + 45))];
  });
  return { family: 'segments', t, segs, ask: segTemplates[t].ask };
}

function drawBits(random: SeededRandom, d: Difficulty, t: BitTemplate): Params {
  const top = d === 1 ? 63 : d === 2 ? 127 : 255;
  return { family: 'bitwise', t, c: Array.from({ length: bitTemplates[t].atoms([0, 0, 0]).length - 1 }, () => random.int(3, top)) };
}

function drawIneq(random: SeededRandom, d: Difficulty, t: IneqTemplate): Params {
  const coef = () => random.int(1, d === 1 ? 3 : 5);
  switch (t) {
    case 'box':
      return { family: 'inequality', t, c: [coef(), coef(), random.int(5, 40), random.int(5, 40)] };
    case 'line-max':
    case 'line-min':
      return { family: 'inequality', t, c: [coef(), coef(), random.int(20, 120)] };
    case 'product-max':
      return { family: 'inequality', t, c: [random.int(50, 2000), random.int(1, 3)] };
    case 'product-sum':
      return { family: 'inequality', t, c: [random.int(1, 5), random.int(1, 5), random.int(20, 80)] };
  }
}

function drawSets(random: SeededRandom, d: Difficulty, t: SetTemplate): Params | null {
  const limit = d === 1 ? 30 : 50;
  // Multiples of a number as the exam gives them ({2, 4, 6, …}), or a run of consecutive numbers.
  const one = (): number[] => {
    if (random.int(0, 2) > 0) {
      const step = random.int(2, 7);
      const from = step * random.int(1, 3);
      return Array.from({ length: random.int(4, 8) }, (_, k) => from + k * step).filter((x) => x <= limit);
    }
    const from = random.int(1, limit - 8);
    return Array.from({ length: random.int(3, 7) }, (_, k) => from + k);
  };
  const sets = Array.from({ length: setTemplates[t].count }, one);
  if (new Set(sets.flat()).size > 14 || sets.some((set) => set.length < 3)) return null;
  // P and Q overlap and neither holds the other (R meets them): no answer is just a given set.
  const [p, q, r] = sets as [number[], number[], number[] | undefined];
  const meets = (a: number[], b: number[]) => a.some((x) => b.includes(x));
  if (!meets(p, q) || p.every((x) => q.includes(x)) || q.every((x) => p.includes(x)) || (r && !meets(r, [...p, ...q]))) return null;
  return { family: 'sets', t, sets, measure: random.pick<Measure>(['sum', 'count']) };
}

/** The constants written in the formula: an answer equal to one of them is drawn again (not for sets: a count or a sum). */
function constantsOf(p: Params): number[] {
  return p.family === 'segments' ? p.segs.flat() : p.family === 'sets' ? [] : p.c;
}

function solve(p: Params): GeneratedAnswer | null {
  let answer: number | null;
  if (p.family === 'del') {
    const [a, b] = p.c;
    // Divisors of each other make the lcm/gcd one of the numbers written.
    if (p.t !== 'second-arg' && p.t !== 'lcm-gt' && (a! % b! === 0 || b! % a! === 0)) return null;
    if (p.t === 'cover3' && (p.c[1]! % p.c[2]! === 0 || p.c[2]! % p.c[1]! === 0)) return null;
    answer = delTemplates[p.t].solve(p.c);
    if (answer > (p.t === 'cover3' ? 200 : 1000) || (p.t === 'lcm-gt' && answer > p.c[1]!)) return null;
  } else if (p.family === 'segments') answer = solveSegments(segTemplates[p.t].formula, p.segs, p.ask);
  else if (p.family === 'bitwise') answer = bitTemplates[p.t].solve(p.c);
  else if (p.family === 'sets') answer = solveSets(setTemplates[p.t].formula, p.sets, setTemplates[p.t].ask, p.measure);
  else answer = solveIneq(p.t, p.c);
  if (answer === null || answer < 1 || constantsOf(p).includes(answer)) return null;
  return fieldAnswer(answer);
}

function check(p: Params): GeneratedAnswer | null {
  let answer: number | null = null;
  if (p.family === 'del') {
    const t = delTemplates[p.t];
    const atoms = t.atoms(p.c);
    // Where ДЕЛ(x, A) stands alone in a premise, an x that A does not divide makes the formula true.
    const multiplesOnly = ['lcm-min', 'cover-a', 'cover-b', 'cover3', 'lcm-gt'].includes(p.t);
    const values = atoms.map(() => false);
    const valid = (a: number) => {
      const bound = delXBound(p.t, p.c, a);
      const step = multiplesOnly ? a : 1;
      for (let x = step; x <= bound; x += step) {
        atoms.forEach((atom, k) => (values[k] = delValue(atom, x, a)));
        if (!evaluate(t.formula, values)) return false;
      }
      return true;
    };
    if (t.ask === 'min') {
      for (let a = 1; a <= 1000 && answer === null; a++) if (valid(a)) answer = a;
    } else {
      // A valid A divides x = lcm(p, q) (or x = p), which makes the premise true: none is larger; the
      // candidates go 100 past it.
      const top = (p.t === 'gcd-max' ? Math.min(p.c[0]!, p.c[1]!) : lcm(p.c[0]!, p.c[1]!)) + 100;
      for (let a = top; a >= 1 && answer === null; a--) if (valid(a)) answer = a;
    }
  } else if (p.family === 'segments') answer = checkSegments(segTemplates[p.t].formula, p.segs, p.ask);
  else if (p.family === 'bitwise') answer = checkBits(bitTemplates[p.t].formula, bitTemplates[p.t].atoms(p.c), bitTemplates[p.t].ask);
  else if (p.family === 'sets') answer = checkSets(setTemplates[p.t].formula, p.sets, setTemplates[p.t].ask, p.measure);
  else answer = checkIneq(p.t, p.c, ineqLevels[p.t].ask);
  if (answer === null || answer < 1 || constantsOf(p).includes(answer)) return null;
  return fieldAnswer(answer);
}

// ---- render ----

const askWord = (ask: Ask, gender: 'neut' | 'fem') => (ask === 'min' ? (gender === 'neut' ? 'наименьшего' : 'наименьшую') : gender === 'neut' ? 'наибольшего' : 'наибольшую');
const centred = (html: string) => `<p style="text-align:center">${html}</p>`;

function renderDel(p: Extract<Params, { family: 'del' }>, value: string) {
  const t = delTemplates[p.t];
  const atoms = t.atoms(p.c);
  const text =
    `<p>Обозначим через ДЕЛ(${i('n')}, ${i('m')}) утверждение «натуральное число ${i('n')} делится без остатка на натуральное число ${i('m')}».</p>` +
    `<p>Для какого ${askWord(t.ask, 'neut')} натурального числа ${i('A')} формула</p>${centred(formulaHtml(t.formula, atoms.map(delHtml)))}` +
    `<p>тождественно истинна (то есть принимает значение 1 при любом натуральном значении переменной ${i('x')})?</p>`;
  const pure = p.t !== 'sum-min' && p.t !== 'lcm-gt' && p.t !== 'second-arg';
  const xs = pure ? `range(1, lcm(A, ${p.c.join(', ')}) + 1)` : `range(1, ${p.t === 'second-arg' ? p.c[1] : p.c[p.c.length - 1]} + 1)`;
  const as = t.ask === 'min' ? 'range(1, 1001)' : 'range(1000, 0, -1)';
  const python =
    (pure ? 'from math import lcm\n\n' : '') +
    `def f(x, A):\n    return ${formulaPython(t.formula, atoms.map(delPython))}\n\n` +
    `for A in ${as}:\n    if all(f(x, A) for x in ${xs}):\n        print(A)\n        break\n`;
  const why: Record<DelTemplate, () => string> = {
    'lcm-max-a': () => `Формула ложна, только если ${i('x')} делится на ${p.c[0]} и на ${p.c[1]}, но не делится на ${i('A')}. Значит, на ${i('A')} должно делиться каждое общее кратное чисел ${p.c[0]} и ${p.c[1]}, то есть НОК(${p.c[0]}, ${p.c[1]}) = ${lcm(p.c[0]!, p.c[1]!)}: ${i('A')} — его делитель.`,
    'lcm-max-b': () => `На ${i('A')} должно делиться каждое число, делящееся на ${p.c[0]} и на ${p.c[1]}, то есть НОК(${p.c[0]}, ${p.c[1]}) = ${lcm(p.c[0]!, p.c[1]!)}: ${i('A')} — его делитель.`,
    'lcm-min': () => `Каждое кратное ${i('A')} (и само ${i('A')}) должно делиться на ${p.c[0]} и на ${p.c[1]}, то есть на НОК(${p.c[0]}, ${p.c[1]}) = ${lcm(p.c[0]!, p.c[1]!)}.`,
    'gcd-max': () => `На ${i('A')} должны делиться и ${p.c[0]}, и ${p.c[1]} (возьмите ${i('x')} = ${p.c[0]} и ${i('x')} = ${p.c[1]}): ${i('A')} — делитель НОД(${p.c[0]}, ${p.c[1]}) = ${gcd(p.c[0]!, p.c[1]!)}.`,
    'cover-a': () => `Каждое общее кратное ${i('A')} и ${p.c[0]} должно делиться на ${p.c[1]}: НОК(${i('A')}, ${p.c[0]}) делится на ${p.c[1]}. Разложите ${p.c[1]} на степени простых: каждую степень, которой нет в ${p.c[0]}, должно дать ${i('A')}.`,
    'cover-b': () => `Формула ложна, только если ${i('x')} делится на ${i('A')} и на ${p.c[0]}, но не на ${p.c[1]}. Значит, НОК(${i('A')}, ${p.c[0]}) делится на ${p.c[1]}: каждую степень простого из разложения ${p.c[1]}, которой нет в ${p.c[0]}, должно дать ${i('A')}.`,
    'sum-min': () => `Формула ложна, только если ${i('x')} делится на ${p.c[0]} и на ${p.c[1]} (то есть на НОК = ${lcm(p.c[0]!, p.c[1]!)}) и ${i('x')} + ${i('A')} &lt; ${p.c[2]}. Наименьшее такое ${i('x')} — ${lcm(p.c[0]!, p.c[1]!)}, значит, ${i('A')} ≥ ${p.c[2]} − ${lcm(p.c[0]!, p.c[1]!)}.`,
    'lcm-gt': () => `Формула ложна, только если ${i('x')} — общее кратное ${i('A')} и ${p.c[0]}, не большее ${p.c[1]}. Наименьшее общее кратное — НОК(${i('A')}, ${p.c[0]}), поэтому нужно НОК(${i('A')}, ${p.c[0]}) &gt; ${p.c[1]}; перебираем ${i('A')} = 1, 2, 3, …`,
    'second-arg': () => `Первое условие: ${i('A')} делится на ${p.c[0]}. Второе: каждый общий делитель чисел ${p.c[1]} и ${p.c[2]} должен быть делителем ${i('A')}, то есть ${i('A')} делится на НОД(${p.c[1]}, ${p.c[2]}) = ${gcd(p.c[1]!, p.c[2]!)}. Значит, ${i('A')} кратно НОК(${p.c[0]}, ${gcd(p.c[1]!, p.c[2]!)}).`,
    cover3: () => `Каждое общее кратное ${i('A')} и ${p.c[0]} должно делиться на ${p.c[1]} и на ${p.c[2]}, то есть на НОК(${p.c[1]}, ${p.c[2]}) = ${lcm(p.c[1]!, p.c[2]!)}. Каждую степень простого из его разложения, которой нет в ${p.c[0]}, должно дать ${i('A')}.`,
  };
  const steps =
    `<p>${why[p.t]()}</p><p>${t.ask === 'min' ? 'Наименьшее' : 'Наибольшее'} такое ${i('A')}: ${value}.</p>` +
    `<p>Программа перебирает ${i('A')} и проверяет формулу для ${i('x')} ${pure ? 'на одном периоде: значение формулы зависит только от остатка x при делении на НОК(A и чисел формулы)' : `до ${p.t === 'second-arg' ? p.c[1] : p.c[p.c.length - 1]}: при больших x формула истинна`}.</p>`;
  return { text, files: [], steps, python };
}

function renderSegments(p: Extract<Params, { family: 'segments' }>, value: string) {
  const t = segTemplates[p.t];
  const names = segNames.slice(0, p.segs.length);
  const atoms = [...names, 'A'].map((n) => `(${i('x')} ∈ ${i(n)})`);
  const list = p.segs.map((s, k) => `${i(names[k]!)} = [${s[0]}, ${s[1]}]`);
  const given = list.length === 2 ? `${list[0]} и ${list[1]}` : `${list[0]}, ${list[1]} и ${list[2]}`;
  const text =
    `<p>На числовой прямой даны ${p.segs.length === 2 ? 'два отрезка' : 'три отрезка'}: ${given}.</p>` +
    `<p>Укажите ${askWord(p.ask, 'fem')} возможную длину такого отрезка ${i('A')}, что формула</p>${centred(formulaHtml(t.formula, atoms))}` +
    `<p>истинна (т. е. принимает значение 1) при любом значении переменной ${i('x')}.</p>`;
  const lo = Math.min(...p.segs.flat());
  const hi = Math.max(...p.segs.flat());
  const python =
    p.segs.map((s, k) => `${names[k]} = (${s[0]}, ${s[1]})`).join('\n') +
    `\n\ndef f(x, a1, a2):\n    return ${formulaPython(
      t.formula,
      [...names, 'A'].map((n) => (n === 'A' ? 'a1 <= x <= a2' : `${n}[0] <= x <= ${n}[1]`)),
    )}\n\n` +
    `lengths = []\nfor a1 in range(${lo}, ${hi + 1}):\n    for a2 in range(a1, ${hi + 1}):\n` +
    `        # x — с шагом 0,5: так проверяются и концы отрезков, и промежутки между ними\n` +
    `        if all(f(x / 2, a1, a2) for x in range(${2 * lo - 2}, ${2 * hi + 3})):\n            lengths.append(a2 - a1)\n` +
    `print(${p.ask}(lengths))\n`;
  const steps =
    `<p>Концы отрезков делят прямую на точки и промежутки; на каждом куске проверяем, истинна ли формула при ${i('x')} ∉ ${i('A')} и при ${i('x')} ∈ ${i('A')}.</p>` +
    `<p>Где формула ложна при ${i('x')} ∉ ${i('A')}, эти точки обязаны лежать в ${i('A')}; где она ложна при ${i('x')} ∈ ${i('A')}, туда ${i('A')} заходить не может. ` +
    (p.ask === 'min'
      ? `Наименьший отрезок ${i('A')} — от самой левой до самой правой обязательной точки (отрезок не может иметь разрывов).`
      : `Наибольший отрезок ${i('A')} — самый длинный кусок без запрещённых точек, содержащий все обязательные.`) +
    ` Его длина: ${value}.</p><p>Программа перебирает отрезки ${i('A')} с целыми концами от ${lo} до ${hi} (концы оптимального ${i('A')} — концы данных отрезков) и проверяет формулу в точках с шагом 0,5.</p>`;
  return { text, files: [], steps, python };
}

function renderBits(p: Extract<Params, { family: 'bitwise' }>, value: string) {
  const t = bitTemplates[p.t];
  const atoms = t.atoms(p.c);
  const text =
    `<p>Обозначим через ${i('m')} &amp; ${i('n')} поразрядную конъюнкцию неотрицательных целых чисел ${i('m')} и ${i('n')}. Так, например, 14 &amp; 5 = 1110<sub>2</sub> &amp; 0101<sub>2</sub> = 0100<sub>2</sub> = 4.</p>` +
    `<p>Для какого ${askWord(t.ask, 'neut')} неотрицательного целого числа ${i('A')} формула</p>${centred(formulaHtml(t.formula, atoms.map(bitHtml)))}` +
    `<p>тождественно истинна (т. е. принимает значение 1 при любом неотрицательном целом значении переменной ${i('x')})?</p>`;
  const python =
    `def f(x, A):\n    return ${formulaPython(t.formula, atoms.map(bitPython))}\n\n` +
    `# все числа формулы меньше 256: важны только 8 младших битов x и A\n` +
    `for A in ${t.ask === 'min' ? 'range(0, 256)' : 'range(255, -1, -1)'}:\n    if all(f(x, A) for x in range(256)):\n        print(A)\n        break\n`;
  const binary = p.c.map((c) => `${c} = ${c.toString(2)}<sub>2</sub>`).join(', ');
  const steps =
    `<p>Запишем числа в двоичной системе: ${binary}.</p>` +
    `<p>${
      t.ask === 'min'
        ? `Находим ${i('x')}, при которых формула без последнего условия ложна (достаточно чисел из одного-двух битов): каждое из них должно иметь общий бит с ${i('A')}. Берём в ${i('A')} наименьший набор битов, задевающий их все.`
        : `Каждый бит ${i('A')} проверяем числом ${i('x')}, в котором он стоит (один или с битом другого числа): бит допустим, если формула при этом остаётся истинной. ${i('A')} — сумма всех допустимых битов.`
    } Ответ: ${value}.</p>`;
  return { text, files: [], steps, python };
}

function renderIneq(p: Extract<Params, { family: 'inequality' }>, value: string) {
  const { ask } = ineqLevels[p.t];
  const text =
    `<p>Укажите ${ask === 'min' ? 'наименьшее' : 'наибольшее'} целое значение ${i('A')}, при котором выражение</p>${centred(ineqHtml(p.t, p.c))}` +
    `<p>истинно при любых целых неотрицательных значениях ${i('x')} и ${i('y')}.</p>`;
  const [c0, c1, c2, c3] = p.c as [number, number, number, number];
  const pythonBody: Record<IneqTemplate, string> = {
    // The least A is one more than the left part's largest value where the rest of the formula is false.
    box: `m = max(${pyTerm(c0, 'x')} + ${pyTerm(c1, 'y')} for x in range(${c2 + 1}) for y in range(${c3 + 1}))\nprint(m + 1)\n`,
    'product-sum': `m = max(x * y for x in range(${Math.floor(c2 / c0) + 1}) for y in range(${Math.floor(c2 / c1) + 1}) if ${pyTerm(c0, 'x')} + ${pyTerm(c1, 'y')} <= ${c2})\nprint(m + 1)\n`,
    // Only the points with a·x + b·y = N can make it false, and there x, y ≤ N.
    'line-max': `for A in range(${c2}, -1, -1):\n    if all(f(x, y, A) for x in range(${c2 + 1}) for y in range(${c2 + 1})):\n        print(A)\n        break\n`,
    'line-min': `for A in range(0, ${c2 + 2}):\n    if all(f(x, y, A) for x in range(${c2 + 1}) for y in range(${c2 + 1})):\n        print(A)\n        break\n`,
    // With x ≥ A or y ≥ kA the formula is true: only x < A, y < kA are tried; the valid A are 1, 2, … up to the answer.
    'product-max': `def ok(A):\n    return all(f(x, y, A) for x in range(A) for y in range(${pyTerm(c1, 'A')}))\n\nA = 1\nwhile ok(A + 1):\n    A += 1\nprint(A)\n`,
  };
  const python = `def f(x, y, A):\n    return ${ineqPython(p.t, p.c)}\n\n${pythonBody[p.t]}`;
  const why: Record<IneqTemplate, string> = {
    box: `Выражение может быть ложным только при ${i('x')} ≤ ${p.c[2]} и ${i('y')} ≤ ${p.c[3]}; там нужно ${ineqHtml(p.t, p.c).split(' ∨ ')[0]}. Наибольшее значение левой части — в углу ${i('x')} = ${p.c[2]}, ${i('y')} = ${p.c[3]}, и ${i('A')} должно быть больше него.`,
    'line-max': `Выражение может быть ложным только в точках прямой ${term(p.c[0]!, 'x')} + ${term(p.c[1]!, 'y')} = ${p.c[2]}; в каждой из них ${i('A')} должно быть меньше большей из координат. Находим точку, где большая координата наименьшая, и берём на 1 меньше.`,
    'line-min': `Выражение может быть ложным только в точках прямой ${term(p.c[0]!, 'x')} + ${term(p.c[1]!, 'y')} = ${p.c[2]}; в каждой из них ${i('A')} должно быть больше меньшей из координат. Находим точку, где меньшая координата наибольшая, и берём на 1 больше.`,
    'product-max': `Выражение ложно, если ${i('x')} &lt; ${i('A')}, ${i('y')} &lt; ${term(p.c[1]!, 'A')} и ${i('x')}·${i('y')} ≥ ${p.c[0]}; самое большое произведение даёт угол ${i('x')} = ${i('A')} − 1, ${i('y')} = ${term(p.c[1]!, 'A')} − 1. Ищем наибольшее ${i('A')}, при котором оно ещё меньше ${p.c[0]}.`,
    'product-sum': `Выражение может быть ложным только при ${term(p.c[0]!, 'x')} + ${term(p.c[1]!, 'y')} ≤ ${p.c[2]}; там нужно ${i('x')}·${i('y')} &lt; ${i('A')}. Для каждого ${i('x')} берём наибольшее допустимое ${i('y')} и находим наибольшее произведение; ${i('A')} — на 1 больше.`,
  };
  const steps = `<p>${why[p.t]} Ответ: ${value}.</p>`;
  return { text, files: [], steps, python };
}

function renderSets(p: Extract<Params, { family: 'sets' }>, value: string) {
  const t = setTemplates[p.t];
  const names = segNames.slice(0, p.sets.length);
  const atoms = [...names, 'A'].map((n) => `(${i('x')} ∈ ${i(n)})`);
  const list = p.sets.map((set, k) => `${i(names[k]!)} = {${set.join(', ')}}`);
  const given = list.length === 2 ? `${list[0]} и ${list[1]}` : `${list[0]}, ${list[1]} и ${list[2]}`;
  const question =
    p.measure === 'sum'
      ? `${t.ask === 'min' ? 'наименьшее' : 'наибольшее'} возможное значение суммы элементов множества ${i('A')}`
      : `${t.ask === 'min' ? 'наименьшее' : 'наибольшее'} возможное количество элементов в множестве ${i('A')}`;
  const text =
    `<p>Элементами множеств ${i('A')}, ${listRuNames(names)} являются натуральные числа, причём ${given}.</p>` +
    `<p>Известно, что выражение</p>${centred(formulaHtml(t.formula, atoms))}<p>истинно (т. е. принимает значение 1) при любом значении переменной ${i('x')}.</p>` +
    `<p>Определите ${question}.</p>`;
  const python =
    p.sets.map((set, k) => `${names[k]} = {${set.join(', ')}}`).join('\n') +
    `\n\ndef f(x, a):\n    return ${formulaPython(t.formula, [...names.map((n) => `x in ${n}`), 'a'])}\n\n` +
    (t.ask === 'min'
      ? `# в A обязаны войти x, при которых без них выражение ложно\nA = [x for x in range(1, 1001) if not f(x, False)]\n`
      : `# в A можно взять x, при которых выражение с ними истинно\nA = [x for x in range(1, 1001) if f(x, True)]\n`) +
    `print(${p.measure === 'sum' ? 'sum' : 'len'}(A))\n`;
  const steps =
    `<p>Для каждого ${i('x')} проверяем выражение при ${i('x')} ∉ ${i('A')} и при ${i('x')} ∈ ${i('A')}. ` +
    (t.ask === 'min'
      ? `Если при ${i('x')} ∉ ${i('A')} оно ложно, ${i('x')} обязано входить в ${i('A')}; наименьшее ${i('A')} состоит ровно из таких чисел.`
      : `Если при ${i('x')} ∈ ${i('A')} оно истинно, ${i('x')} можно взять в ${i('A')}; наибольшее ${i('A')} состоит из всех таких чисел (числа вне данных множеств взять нельзя).`) +
    ` Ответ: ${value}.</p>`;
  return { text, files: [], steps, python };
}

export const type15Generator: TaskGenerator<Params> = {
  type: 15,
  version: 3,
  draw(random: SeededRandom, difficulty: Difficulty) {
    // Each family as often as the others: its own degenerate draws are drawn again inside it.
    const family = random.pick(families);
    const once =
      family === 'del'
        ? ((t: DelTemplate) => () => drawDel(random, difficulty, t))(random.pick(templatesAt(delTemplates, difficulty)))
        : family === 'segments'
          ? ((t: SegTemplate) => () => drawSegments(random, difficulty, t))(random.pick(templatesAt(segTemplates, difficulty)))
          : family === 'bitwise'
            ? ((t: BitTemplate) => () => drawBits(random, difficulty, t))(random.pick(templatesAt(bitTemplates, difficulty)))
            : family === 'sets'
              ? ((t: SetTemplate) => () => drawSets(random, difficulty, t))(random.pick(templatesAt(setTemplates, difficulty)))
              : ((t: IneqTemplate) => () => drawIneq(random, difficulty, t))(random.pick(templatesAt(ineqLevels, difficulty)));
    for (let attempt = 0; attempt < 200; attempt++) {
      const p = once();
      if (p !== null && solve(p) !== null) return p;
    }
    return null;
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    if (p.family === 'del') return renderDel(p, value);
    if (p.family === 'segments') return renderSegments(p, value);
    if (p.family === 'bitwise') return renderBits(p, value);
    if (p.family === 'sets') return renderSets(p, value);
    return renderIneq(p, value);
  },
};
