import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 15: a formula of ДЕЛ(x, m) statements with an unknown A that must be identically true; the
 * least or the greatest A. The solution tries x up to a bound as the students' program does; the
 * checker proves each A exactly over one period of the formula, lcm(A, p, q) numbers.
 */
type Template = 'and-then-a' | 'not-a-then' | 'a-and-p-then-q' | 'p-then-not-q-or-a' | 'a-then-p-or-q';
type Params = { template: Template; p: number; q: number; ask: 'min' | 'max' };

const maxA = 1000;
const xBound = 10000;
const del = (x: number, m: number) => x % m === 0;

function holds(t: Template, x: number, a: number, p: number, q: number): boolean {
  switch (t) {
    case 'and-then-a':
      return !(del(x, p) && del(x, q)) || del(x, a);
    case 'not-a-then':
      return del(x, a) || !del(x, p) || !del(x, q);
    case 'a-and-p-then-q':
      return !(del(x, a) && del(x, p)) || del(x, q);
    case 'p-then-not-q-or-a':
      return !del(x, p) || !del(x, q) || del(x, a);
    case 'a-then-p-or-q':
      return !del(x, a) || del(x, p) || del(x, q);
  }
}

const formulaHtml: Record<Template, string> = {
  'and-then-a': '(ДЕЛ(<i>x</i>, P) ∧ ДЕЛ(<i>x</i>, Q)) → ДЕЛ(<i>x</i>, <i>А</i>)',
  'not-a-then': '¬ДЕЛ(<i>x</i>, <i>А</i>) → (ДЕЛ(<i>x</i>, P) → ¬ДЕЛ(<i>x</i>, Q))',
  'a-and-p-then-q': '(ДЕЛ(<i>x</i>, <i>А</i>) ∧ ДЕЛ(<i>x</i>, P)) → ДЕЛ(<i>x</i>, Q)',
  'p-then-not-q-or-a': 'ДЕЛ(<i>x</i>, P) → (¬ДЕЛ(<i>x</i>, Q) ∨ ДЕЛ(<i>x</i>, <i>А</i>))',
  'a-then-p-or-q': 'ДЕЛ(<i>x</i>, <i>А</i>) → (ДЕЛ(<i>x</i>, P) ∨ ДЕЛ(<i>x</i>, Q))',
};

const formulaPython: Record<Template, string> = {
  'and-then-a': '(not (x % P == 0 and x % Q == 0)) or x % A == 0',
  'not-a-then': 'x % A == 0 or not (x % P == 0) or not (x % Q == 0)',
  'a-and-p-then-q': '(not (x % A == 0 and x % P == 0)) or x % Q == 0',
  'p-then-not-q-or-a': 'not (x % P == 0) or not (x % Q == 0) or x % A == 0',
  'a-then-p-or-q': 'not (x % A == 0) or x % P == 0 or x % Q == 0',
};

function solve({ template, p, q, ask }: Params): GeneratedAnswer | null {
  const valid: number[] = [];
  for (let a = 1; a <= maxA; a++) {
    let ok = true;
    for (let x = 1; x <= xBound && ok; x++) ok = holds(template, x, a, p, q);
    if (ok) valid.push(a);
    if (ok && ask === 'min') break;
  }
  if (valid.length === 0) return null;
  if (ask === 'min') return fieldAnswer(valid[0]!);
  // A greatest A near the search bound means there is none: the valid A go on for ever.
  const greatest = valid[valid.length - 1]!;
  return greatest > maxA / 2 ? null : fieldAnswer(greatest);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** Exact: the formula depends on x only through x mod lcm(A, P, Q), so one period decides. */
function validExactly(t: Template, a: number, p: number, q: number): boolean {
  const period = lcm(lcm(a, p), q);
  for (let x = 1; x <= period; x++) if (!holds(t, x, a, p, q)) return false;
  return true;
}

function check({ template, p, q, ask }: Params): GeneratedAnswer | null {
  if (ask === 'min') {
    for (let a = 1; a <= maxA; a++) if (validExactly(template, a, p, q)) return fieldAnswer(a);
    return null;
  }
  for (let a = maxA; a >= 1; a--) {
    if (validExactly(template, a, p, q)) return a > maxA / 2 ? null : fieldAnswer(a);
  }
  return null;
}

/** Which question has a finite answer for the template: the greatest for a divisor, the least for a multiple. */
const askOf: Record<Template, 'min' | 'max'> = {
  'and-then-a': 'max',
  'not-a-then': 'max',
  'a-and-p-then-q': 'min',
  'p-then-not-q-or-a': 'max',
  'a-then-p-or-q': 'min',
};

export const type15Generator: TaskGenerator<Params> = {
  type: 15,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const template = random.pick<Template>(['and-then-a', 'not-a-then', 'a-and-p-then-q', 'p-then-not-q-or-a', 'a-then-p-or-q']);
    const p = random.int(2, difficulty === 1 ? 12 : 40);
    const q = random.int(2, difficulty === 1 ? 12 : 40);
    return p === q ? null : { template, p, q, ask: askOf[template] };
  },
  solve,
  check,
  render(params, answer) {
    const value = (answer as { value: string }).value;
    const formula = formulaHtml[params.template].replace('P', String(params.p)).replace('Q', String(params.q));
    const text =
      '<p>Обозначим через ДЕЛ(<i>n</i>, <i>m</i>) утверждение «натуральное число <i>n</i> делится без остатка на натуральное число <i>m</i>».</p>' +
      `<p>Для какого ${params.ask === 'min' ? 'наименьшего' : 'наибольшего'} натурального числа <i>А</i> формула</p><p style="text-align:center">${formula}</p>` +
      '<p>тождественно истинна (то есть принимает значение 1 при любом натуральном значении переменной <i>x</i>)?</p>';
    const python =
      `P, Q = ${params.p}, ${params.q}\n\ndef f(x, A):\n    return ${formulaPython[params.template]}\n\n` +
      (params.ask === 'min'
        ? `print(next(A for A in range(1, ${maxA + 1}) if all(f(x, A) for x in range(1, ${xBound + 1}))))\n`
        : `good = [A for A in range(1, ${maxA + 1}) if all(f(x, A) for x in range(1, ${xBound + 1}))]\nprint(max(good))\n`);
    const steps =
      '<p>Импликацию a → b записываем как <code>not a or b</code>, ДЕЛ(x, m) — как <code>x % m == 0</code>.</p>' +
      `<p>Перебираем A и для каждого проверяем формулу на большом диапазоне x (до ${xBound}); отбираем A, при которых она истинна для всех x, и берём ${params.ask === 'min' ? 'наименьшее' : 'наибольшее'}: ${value}.</p>` +
      (params.ask === 'max' ? '<p>Проверьте, что подходящие A не идут до самой границы перебора: иначе наибольшего A нет.</p>' : '');
    return { text, files: [], steps, python };
  },
};
