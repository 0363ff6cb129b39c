/**
 * Type 15 — logical expressions that must be identically true. Each reference solution checks the
 * candidate parameter against every x (and y) in a range wide enough to cover all cases: the
 * predicates are periodic (ДЕЛ), bounded (intervals) or depend on a few low bits (&).
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: number): DemoAnswer => ({ kind: 'field', value: String(value) });

const imp = (a: boolean, b: boolean): boolean => !a || b;
const del = (n: number, m: number): boolean => n % m === 0;

/** The first candidate (in the given order) for which `holds` is true for every x in [xMin, xMax]. */
function firstIdentical(candidates: Iterable<number>, [xMin, xMax]: [number, number], holds: (a: number, x: number) => boolean): number {
  for (const a of candidates) {
    let ok = true;
    for (let x = xMin; x <= xMax && ok; x++) ok = holds(a, x);
    if (ok) return a;
  }
  throw new Error('type 15: no candidate makes the formula identically true');
}

function* range(from: number, to: number): Generator<number> {
  const step = from <= to ? 1 : -1;
  for (let a = from; a !== to + step; a += step) yield a;
}

// t15-2: P = [10, 29], Q = [13, 18]; A is a segment with integer ends (any other minimal A could be
// shrunk to integer ends, since the formula only changes value at P's and Q's integer ends).
const P: [number, number] = [10, 29];
const Q: [number, number] = [13, 18];
const inSeg = (x: number, [l, r]: readonly [number, number]): boolean => l <= x && x <= r;

function t152(): number {
  let best = Infinity;
  // Ends from 0 to 40 cover P and Q with a margin; x runs in steps of ½ so open gaps are seen.
  for (let l = 0; l <= 40; l++) {
    for (let r = l; r <= 40; r++) {
      let ok = true;
      for (let x2 = -2; x2 <= 84 && ok; x2++) {
        const x = x2 / 2;
        ok = imp(inSeg(x, P), imp(inSeg(x, Q) && !inSeg(x, [l, r]), !inSeg(x, P)));
      }
      if (ok) best = Math.min(best, r - l);
    }
  }
  return best;
}

export const type15Tasks: DemoTask[] = [
  {
    key: 't15-1',
    type: 15,
    difficulty: 1,
    text:
      '<p>Обозначим через ДЕЛ(<i>n</i>, <i>m</i>) утверждение «натуральное число <i>n</i> делится без остатка на натуральное число <i>m</i>».</p>' +
      '<p>Для какого наибольшего натурального числа <i>А</i> формула</p>' +
      '<p>¬ДЕЛ(<i>x</i>, <i>А</i>) → (ДЕЛ(<i>x</i>, 6) → ¬ДЕЛ(<i>x</i>, 4))</p>' +
      '<p>тождественно истинна (то есть принимает значение 1 при любом натуральном значении переменной <i>х</i>)?</p>',
    answer: field(12),
    // A divisor of 12 works; anything larger fails at x = 12, so candidates up to 1000 suffice.
    solve: () => field(firstIdentical(range(1000, 1), [1, 2000], (a, x) => imp(!del(x, a), imp(del(x, 6), !del(x, 4))))),
  },
  {
    key: 't15-2',
    type: 15,
    difficulty: 2,
    text:
      '<p>На числовой прямой даны два отрезка: <i>P</i> = [10, 29] и <i>Q</i> = [13, 18]. ' +
      'Укажите наименьшую возможную длину такого отрезка <i>A</i>, что формула</p>' +
      '<p>(<i>x</i> ∈ <i>P</i>) → (((<i>x</i> ∈ <i>Q</i>) ∧ ¬(<i>x</i> ∈ <i>A</i>)) → ¬(<i>x</i> ∈ <i>P</i>))</p>' +
      '<p>истинна (т. е. принимает значение 1) при любом значении переменной <i>х</i>.</p>',
    answer: field(5),
    solve: () => field(t152()),
  },
  {
    key: 't15-3',
    type: 15,
    difficulty: 2,
    text:
      '<p>Обозначим через <i>m</i> &amp; <i>n</i> поразрядную конъюнкцию неотрицательных целых чисел <i>m</i> и <i>n</i>. ' +
      'Так, например, 14 &amp; 5 = 1110<sub>2</sub> &amp; 0101<sub>2</sub> = 0100<sub>2</sub> = 4.</p>' +
      '<p>Для какого наименьшего неотрицательного целого числа <i>А</i> формула</p>' +
      '<p>(<i>x</i> &amp; 29 ≠ 0) → ((<i>x</i> &amp; 12 = 0) → (<i>x</i> &amp; <i>А</i> ≠ 0))</p>' +
      '<p>тождественно истинна (т. е. принимает значение 1 при любом неотрицательном целом значении переменной <i>х</i>)?</p>',
    answer: field(17),
    // Only bits 0–4 of x matter (29 and 12 are below 32), so x ≤ 1023 covers every case.
    solve: () =>
      field(firstIdentical(range(0, 255), [0, 1023], (a, x) => imp((x & 29) !== 0, imp((x & 12) === 0, (x & a) !== 0)))),
  },
  {
    key: 't15-4',
    type: 15,
    difficulty: 2,
    text:
      '<p>Укажите наименьшее целое неотрицательное значение <i>A</i>, при котором выражение</p>' +
      '<p>(<i>y</i> + 2<i>x</i> &lt; <i>A</i>) ∨ (<i>x</i> &gt; 20) ∨ (<i>y</i> &gt; 30)</p>' +
      '<p>истинно для любых целых неотрицательных значений <i>x</i> и <i>y</i>.</p>',
    answer: field(71),
    solve: () => {
      // Past x = 20 or y = 30 the expression is true anyway, so x, y ≤ 100 covers every case.
      for (let a = 0; a <= 500; a++) {
        let ok = true;
        for (let x = 0; x <= 100 && ok; x++) for (let y = 0; y <= 100 && ok; y++) ok = y + 2 * x < a || x > 20 || y > 30;
        if (ok) return field(a);
      }
      throw new Error('t15-4: no A found');
    },
  },
  {
    key: 't15-5',
    type: 15,
    difficulty: 3,
    text:
      '<p>Обозначим через ДЕЛ(<i>n</i>, <i>m</i>) утверждение «натуральное число <i>n</i> делится без остатка на натуральное число <i>m</i>».</p>' +
      '<p>Для какого наименьшего натурального числа <i>А</i> формула</p>' +
      '<p>ДЕЛ(<i>A</i>, 40) ∧ (ДЕЛ(780, <i>x</i>) → (¬ДЕЛ(<i>A</i>, <i>x</i>) → ¬ДЕЛ(180, <i>x</i>)))</p>' +
      '<p>тождественно истинна (то есть принимает значение 1 при любом натуральном значении переменной <i>х</i>)?</p>',
    answer: field(120),
    // For x > 780 ДЕЛ(780, x) is false, so x ≤ 780 covers every case.
    solve: () => field(firstIdentical(range(1, 100000), [1, 780], (a, x) => del(a, 40) && imp(del(780, x), imp(!del(a, x), !del(180, x))))),
  },
];
