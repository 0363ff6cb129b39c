import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 14: an expression of powers is written in base b; the question asks how many digits d it has
 * (or the sum of its digits). The solution converts with BigInt's own base conversion; the checker
 * divides by the base step by step.
 */
type Term = { coefficient: number; base: number; power: number };
type Params = { terms: Term[]; minus: number; radix: number; ask: { kind: 'count'; digit: number } | { kind: 'sum' } };

const valueOf = (p: Params) => p.terms.reduce((sum, t) => sum + BigInt(t.coefficient) * BigInt(t.base) ** BigInt(t.power), 0n) - BigInt(p.minus);
const digitName = (d: number) => (d < 10 ? String(d) : String.fromCharCode(55 + d));

function solve(p: Params): GeneratedAnswer | null {
  const value = valueOf(p);
  if (value <= 0n) return null;
  const digits = value.toString(p.radix).toUpperCase();
  if (p.ask.kind === 'count') {
    const count = [...digits].filter((c) => c === digitName((p.ask as { digit: number }).digit)).length;
    return count > 0 ? fieldAnswer(count) : null;
  }
  return fieldAnswer([...digits].reduce((sum, c) => sum + parseInt(c, 36), 0));
}

function check(p: Params): GeneratedAnswer | null {
  let value = valueOf(p);
  if (value <= 0n) return null;
  const radix = BigInt(p.radix);
  let count = 0;
  let sum = 0;
  while (value > 0n) {
    const digit = Number(value % radix);
    if (p.ask.kind === 'count' && digit === p.ask.digit) count++;
    sum += digit;
    value /= radix;
  }
  if (p.ask.kind === 'count') return count > 0 ? fieldAnswer(count) : null;
  return fieldAnswer(sum);
}

const powerHtml = (t: Term) => `${t.coefficient > 1 ? `${t.coefficient}·` : ''}${t.base}<sup>${t.power}</sup>`;

export const type14Generator: TaskGenerator<Params> = {
  type: 14,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const radix = random.pick(difficulty === 1 ? [2, 4, 8] : [3, 5, 6, 7, 9, 16]);
    // Bases that are powers of the radix make the structure visible, as in the exam.
    const bases = [radix, radix ** 2, radix ** 3].filter((b) => b <= 729);
    const count = difficulty === 1 ? 2 : 3;
    const terms: Term[] = Array.from({ length: count }, () => ({
      coefficient: difficulty === 3 ? random.int(1, radix - 1) : 1,
      base: random.pick(bases),
      power: random.int(difficulty === 1 ? 10 : 100, difficulty === 1 ? 60 : 2030),
    }));
    const minus = random.int(1, difficulty === 1 ? 40 : 3000);
    const ask = random.next() < 0.75 ? { kind: 'count' as const, digit: random.pick([0, radix - 1]) } : { kind: 'sum' as const };
    return { terms, minus, radix, ask };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const expression = `${p.terms.map(powerHtml).join(' + ')} − ${p.minus}`;
    const question = p.ask.kind === 'count' ? `Сколько цифр ${digitName(p.ask.digit)} содержится в этой записи?` : 'Найдите сумму цифр этой записи (в десятичной системе счисления).';
    const text = `<p>Значение арифметического выражения</p><p style="text-align:center">${expression}</p><p>записали в системе счисления с основанием ${p.radix}. ${question}</p>`;
    const pyExpr = `${p.terms.map((t) => `${t.coefficient > 1 ? `${t.coefficient} * ` : ''}${t.base} ** ${t.power}`).join(' + ')} - ${p.minus}`;
    const python =
      `x = ${pyExpr}\ndigits = []\nwhile x > 0:\n    digits.append(x % ${p.radix})\n    x //= ${p.radix}\n` +
      (p.ask.kind === 'count' ? `print(digits.count(${p.ask.digit}))\n` : 'print(sum(digits))\n');
    const steps = `<p>Python работает с целыми числами любой длины, поэтому значение выражения можно вычислить точно и перевести в систему с основанием ${p.radix} последовательным делением с остатком: остатки — цифры записи справа налево.</p><p>${p.ask.kind === 'count' ? `Считаем цифры ${digitName(p.ask.digit)}` : 'Складываем цифры'}: ${value}.</p>`;
    return { text, files: [], steps, python };
  },
};
