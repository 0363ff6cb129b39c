import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 5: an algorithm builds R from the binary notation of N. A rule is one of the exam's families;
 * the question asks for the least N with R above a bound, or the least R above a bound.
 */
type Rule = 'parity-twice' | 'mod3-tail' | 'even-odd-ones' | 'remainder-bits';
type Params = { rule: Rule; bound: number; ask: 'min-n' | 'min-r' };

const bin = (n: number) => n.toString(2);
const ones = (s: string) => [...s].filter((c) => c === '1').length;

function apply(rule: Rule, n: number): number {
  let s = bin(n);
  switch (rule) {
    case 'parity-twice':
      for (let k = 0; k < 2; k++) s += String(ones(s) % 2);
      break;
    case 'mod3-tail':
      s += bin(n % 3).padStart(2, '0');
      break;
    case 'even-odd-ones':
      s = ones(s) % 2 === 0 ? `10${s}` : `1${s}1`;
      break;
    case 'remainder-bits':
      s = n % 2 === 0 ? `${s}00` : `${s}1${String(ones(s) % 2)}`;
      break;
  }
  return parseInt(s, 2);
}

const ruleText: Record<Rule, string> = {
  'parity-twice':
    '<p>1. Строится двоичная запись числа N.</p><p>2. К этой записи дописываются справа ещё два разряда по следующему правилу: складываются все цифры двоичной записи, и остаток от деления суммы на 2 дописывается в конец числа (справа); над этой записью производятся те же действия — справа дописывается остаток от деления суммы цифр на 2.</p>',
  'mod3-tail':
    '<p>1. Строится двоичная запись числа N.</p><p>2. К этой записи дописываются справа два разряда — двоичная запись остатка от деления N на 3, дополненная при необходимости ведущим нулём до двух цифр.</p>',
  'even-odd-ones':
    '<p>1. Строится двоичная запись числа N.</p><p>2. Если количество единиц в двоичной записи чётное, то к этой записи слева дописывается 10; если нечётное — слева дописывается 1 и справа дописывается 1.</p>',
  'remainder-bits':
    '<p>1. Строится двоичная запись числа N.</p><p>2. Если N чётное, то к двоичной записи справа дописываются два нуля; если N нечётное, то справа дописывается 1, а затем остаток от деления количества единиц полученной на шаге 1 записи на 2.</p>',
};

const pythonRule: Record<Rule, string> = {
  'parity-twice': "    s = bin(n)[2:]\n    for _ in range(2):\n        s += str(s.count('1') % 2)",
  'mod3-tail': "    s = bin(n)[2:]\n    s += bin(n % 3)[2:].zfill(2)",
  'even-odd-ones': "    s = bin(n)[2:]\n    s = '10' + s if s.count('1') % 2 == 0 else '1' + s + '1'",
  'remainder-bits': "    s = bin(n)[2:]\n    s = s + '00' if n % 2 == 0 else s + '1' + str(s.count('1') % 2)",
};

const limit = 1 << 16;

function solve({ rule, bound, ask }: Params): GeneratedAnswer | null {
  for (let n = 1; n < limit; n++) {
    const r = apply(rule, n);
    if (r > bound) return fieldAnswer(ask === 'min-n' ? n : minR(rule, bound, n));
  }
  return null;
}

/** R grows with N only roughly: the least R above the bound may come from a later N (R ≥ N bounds the search). */
function minR(rule: Rule, bound: number, from: number): number {
  let best = apply(rule, from);
  for (let n = from + 1; n <= best; n++) {
    const r = apply(rule, n);
    if (r > bound && r < best) best = r;
  }
  return best;
}

/** The checker: builds R by arithmetic on numbers instead of strings, over every N in the range. */
function check({ rule, bound, ask }: Params): GeneratedAnswer | null {
  const onesOf = (n: number) => {
    let c = 0;
    for (let x = n; x > 0; x >>= 1) c += x & 1;
    return c;
  };
  const width = (n: number) => Math.floor(Math.log2(n)) + 1;
  const arith = (n: number): number => {
    const c = onesOf(n);
    switch (rule) {
      case 'parity-twice': {
        const a = c % 2;
        return n * 4 + a * 2 + ((c + a) % 2);
      }
      case 'mod3-tail':
        return n * 4 + (n % 3);
      case 'even-odd-ones':
        return c % 2 === 0 ? 2 ** (width(n) + 1) + n : (2 ** width(n) + n) * 2 + 1;
      case 'remainder-bits':
        return n % 2 === 0 ? n * 4 : n * 4 + 2 + (c % 2);
    }
  };
  let bestN = 0;
  let bestR = Infinity;
  // R keeps N's digits and adds more, so R ≥ N: no N beyond the best R found can beat it.
  for (let n = 1; n < limit * 8 && n <= bestR; n++) {
    const r = arith(n);
    if (r > bound) {
      if (bestN === 0) bestN = n;
      if (r < bestR) bestR = r;
    }
  }
  if (bestN === 0) return null;
  return fieldAnswer(ask === 'min-n' ? bestN : bestR);
}

export const type05Generator: TaskGenerator<Params> = {
  type: 5,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const rule = random.pick<Rule>(['parity-twice', 'mod3-tail', 'even-odd-ones', 'remainder-bits']);
    const bound = random.int(difficulty === 1 ? 40 : 100, difficulty === 3 ? 4000 : 500);
    return { rule, bound, ask: difficulty === 1 ? 'min-n' : random.pick(['min-n', 'min-r'] as const) };
  },
  solve,
  check,
  render({ rule, bound, ask }, answer) {
    const question =
      ask === 'min-n'
        ? `<p>Укажите минимальное число N, после обработки которого с помощью этого алгоритма получается число R, большее ${bound}. В ответе запишите это число в десятичной системе счисления.</p>`
        : `<p>Укажите минимальное число R, которое превышает число ${bound} и может являться результатом работы данного алгоритма. В ответе запишите это число в десятичной системе счисления.</p>`;
    const text =
      '<p>На вход алгоритма подаётся натуральное число N. Алгоритм строит по нему новое число R следующим образом.</p>' +
      ruleText[rule] +
      '<p>Полученная таким образом запись является двоичной записью искомого числа R.</p>' +
      question;
    const value = (answer as { value: string }).value;
    const python =
      'def r_of(n):\n' +
      pythonRule[rule] +
      '\n    return int(s, 2)\n\n' +
      (ask === 'min-n'
        ? `n = 1\nwhile r_of(n) <= ${bound}:\n    n += 1\nprint(n)\n`
        : `print(min(r_of(n) for n in range(1, 100000) if r_of(n) > ${bound}))\n`);
    const steps =
      '<p>Перебираем N по возрастанию и для каждого строим R так, как сказано в условии: двоичная запись, дописанные разряды, перевод обратно в десятичную систему.</p>' +
      (ask === 'min-n'
        ? `<p>Первое N, для которого R &gt; ${bound}, и есть ответ: ${value}.</p>`
        : `<p>R растёт вместе с N не строго, поэтому берём минимум R по всем N достаточно большого диапазона среди тех R, что больше ${bound}: ${value}.</p>`);
    return { text, files: [], steps, python };
  },
};
