import type { SeededRandom } from './seeded-random';
import { type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 17: a file of integers; count the pairs of neighbours that satisfy a condition against a value
 * of the whole sequence, and give the largest (or smallest) sum of such a pair. The table answer is
 * one row: the count, then the sum.
 */
type Params = {
  numbers: number[];
  divisor: number;
  how: 'one' | 'exactly-one' | 'both';
  reference: { kind: 'max-multiple'; of: number } | { kind: 'min-ending'; digit: number };
  compare: '<' | '>';
  best: 'max' | 'min';
};

const divides = (d: number, x: number) => x % d === 0;

function referenceOf(p: Params): number | null {
  const { reference } = p;
  const candidates =
    reference.kind === 'max-multiple'
      ? p.numbers.filter((x) => divides(reference.of, x))
      : p.numbers.filter((x) => Math.abs(x) % 10 === reference.digit);
  if (candidates.length === 0) return null;
  return reference.kind === 'max-multiple' ? Math.max(...candidates) : Math.min(...candidates);
}

function pairCounts(p: Params, a: number, b: number): boolean {
  const hits = Number(divides(p.divisor, a)) + Number(divides(p.divisor, b));
  return p.how === 'one' ? hits >= 1 : p.how === 'exactly-one' ? hits === 1 : hits === 2;
}

function solve(p: Params): GeneratedAnswer | null {
  const reference = referenceOf(p);
  if (reference === null) return null;
  let count = 0;
  let best: number | null = null;
  for (let i = 0; i + 1 < p.numbers.length; i++) {
    const a = p.numbers[i]!;
    const b = p.numbers[i + 1]!;
    const sum = a + b;
    if (!pairCounts(p, a, b) || !(p.compare === '<' ? sum < reference : sum > reference)) continue;
    count++;
    if (best === null || (p.best === 'max' ? sum > best : sum < best)) best = sum;
  }
  return count > 0 && best !== null ? { kind: 'table', rows: [[String(count), String(best)]] } : null;
}

/** The checker: the pairs as a list first, the reference by sorting, the answer from the list. */
function check(p: Params): GeneratedAnswer | null {
  const { reference } = p;
  const sorted = [...p.numbers].sort((x, y) => x - y);
  const ref =
    reference.kind === 'max-multiple'
      ? [...sorted].reverse().find((x) => x % reference.of === 0)
      : sorted.find((x) => String(Math.abs(x)).endsWith(String(reference.digit)));
  if (ref === undefined) return null;
  const pairs = p.numbers.slice(1).map((b, i) => [p.numbers[i]!, b] as const);
  const sums = pairs
    .filter(([a, b]) => {
      const flags = [a, b].map((x) => x % p.divisor === 0);
      const ok = p.how === 'both' ? flags.every(Boolean) : p.how === 'one' ? flags.some(Boolean) : flags[0] !== flags[1];
      return ok && (p.compare === '<' ? a + b < ref : a + b > ref);
    })
    .map(([a, b]) => a + b);
  if (sums.length === 0) return null;
  return { kind: 'table', rows: [[String(sums.length), String(p.best === 'max' ? Math.max(...sums) : Math.min(...sums))]] };
}

const howText = { one: 'хотя бы одно число делится', 'exactly-one': 'ровно одно число делится', both: 'оба числа делятся' } as const;
const howPython = { one: 'a % D == 0 or b % D == 0', 'exactly-one': '(a % D == 0) != (b % D == 0)', both: 'a % D == 0 and b % D == 0' } as const;

export const type17Generator: TaskGenerator<Params> = {
  type: 17,
  // 2: 'оба числа делятся' (version 1 said 'делится').
  version: 2,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const size = random.int(5000, 10000);
    const numbers = Array.from({ length: size }, () => random.int(-10000, 10000));
    const reference = random.next() < 0.5 ? { kind: 'max-multiple' as const, of: random.pick([7, 11, 13, 17, 19, 23]) } : { kind: 'min-ending' as const, digit: random.int(1, 9) };
    return {
      numbers,
      divisor: random.pick([3, 5, 7, 9, 11]),
      how: difficulty === 1 ? 'one' : random.pick(['one', 'exactly-one', 'both'] as const),
      reference,
      compare: random.pick(['<', '>'] as const),
      best: random.pick(['max', 'min'] as const),
    };
  },
  solve,
  check,
  render(p, answer) {
    const [count, best] = (answer as { rows: string[][] }).rows[0]!;
    const ref = p.reference.kind === 'max-multiple' ? `максимального элемента последовательности, кратного ${p.reference.of}` : `минимального элемента последовательности, оканчивающегося на ${p.reference.digit}`;
    const text =
      '<p>Файл содержит последовательность целых чисел. Её элементы могут принимать целые значения от −10 000 до 10 000 включительно.</p>' +
      `<p>Определите количество пар последовательности, в которых ${howText[p.how]} на ${p.divisor}, а сумма элементов пары ${p.compare === '<' ? 'меньше' : 'больше'} ${ref}. В ответе запишите количество найденных пар, затем ${p.best === 'max' ? 'максимальную' : 'минимальную'} из сумм элементов таких пар.</p>` +
      '<p>В данной задаче под парой подразумевается два идущих подряд элемента последовательности.</p>';
    const refPython =
      p.reference.kind === 'max-multiple' ? `max(x for x in a_list if x % ${p.reference.of} == 0)` : `min(x for x in a_list if abs(x) % 10 == ${p.reference.digit})`;
    const python =
      `D = ${p.divisor}\na_list = [int(line) for line in open('17.txt')]\nref = ${refPython}\nsums = []\nfor a, b in zip(a_list, a_list[1:]):\n    if (${howPython[p.how]}) and a + b ${p.compare} ref:\n        sums.append(a + b)\nprint(len(sums), ${p.best}(sums))\n`;
    const steps =
      `<p>Читаем числа из файла и находим опорное значение — значение ${ref}.</p>` +
      `<p>Проходим по всем парам соседних элементов (их на одну меньше, чем чисел), отбираем пары, где ${howText[p.how]} на ${p.divisor}, а сумма ${p.compare === '<' ? 'меньше' : 'больше'} опорного значения, и запоминаем их суммы.</p>` +
      `<p>Пар: ${count}; ${p.best === 'max' ? 'максимальная' : 'минимальная'} сумма: ${best}. Остаток от деления отрицательного числа в Python неотрицателен, поэтому проверка <code>a % D == 0</code> верна и для отрицательных чисел.</p>`;
    return { text, files: [{ name: '17.txt', content: Buffer.from(`${p.numbers.join('\n')}\n`) }], steps, python };
  },
};
