import type { SeededRandom } from './seeded-random';
import { type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 25: the numbers up to a limit that match a mask («?» — exactly one digit, «*» — any sequence
 * of digits, possibly empty) and are divisible by d; a table of the numbers and their quotients in
 * ascending order. The solution expands the mask; the checker walks the multiples of d.
 */
type Params = { mask: string; divisor: number; limit: number };

const maxRows = 10;

/** The fast way: every number the mask can spell (within the limit's length), tested for divisibility. */
function solve(p: Params): GeneratedAnswer | null {
  const found = new Set<number>();
  const room = String(p.limit).length - p.mask.replace(/\*/g, '').length;
  const walk = (i: number, text: string, starRoom: number): void => {
    if (text.length > String(p.limit).length) return;
    if (i === p.mask.length) {
      const value = Number(text);
      if (text !== '' && !text.startsWith('0') && value <= p.limit && value % p.divisor === 0) found.add(value);
      return;
    }
    const c = p.mask[i]!;
    if (c === '?') for (let d = 0; d <= 9; d++) walk(i + 1, text + d, starRoom);
    else if (c === '*') {
      const fill = (t: string, used: number): void => {
        walk(i + 1, t, starRoom - used);
        if (used < starRoom) for (let d = 0; d <= 9; d++) fill(t + d, used + 1);
      };
      fill(text, 0);
    } else walk(i + 1, text + c, starRoom);
  };
  walk(0, '', room);
  const rows = [...found].sort((a, b) => a - b).map((x) => [String(x), String(x / p.divisor)]);
  return rows.length >= 2 && rows.length <= maxRows ? { kind: 'table', rows } : null;
}

/** The checker: every multiple of d up to the limit, tested against the mask as a regular expression. */
function check(p: Params): GeneratedAnswer | null {
  const pattern = new RegExp(`^${p.mask.replace(/\?/g, '\\d').replace(/\*/g, '\\d*')}$`);
  const rows: string[][] = [];
  for (let x = p.divisor; x <= p.limit; x += p.divisor) {
    if (pattern.test(String(x))) rows.push([String(x), String(x / p.divisor)]);
  }
  return rows.length >= 2 && rows.length <= maxRows ? { kind: 'table', rows } : null;
}

export const type25Generator: TaskGenerator<Params> = {
  type: 25,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const limit = difficulty === 1 ? 10 ** 7 : 10 ** 8;
    const divisor = random.int(difficulty === 1 ? 500 : 1000, difficulty === 1 ? 2000 : 5000);
    // The mask is cut out of a multiple of d, so at least that number answers it.
    const digits = [...String(divisor * random.int(Math.ceil(limit / 10 / divisor), Math.floor(limit / divisor)))];
    const questions = difficulty === 3 ? 2 : 1;
    for (let k = 0; k < questions; k++) digits[random.int(1, digits.length - 1)] = '?';
    const at = random.int(1, digits.length - 1);
    const cut = random.int(0, Math.min(2, digits.length - at));
    if (digits.slice(at, at + cut).includes('?')) return null;
    digits.splice(at, cut, '*');
    return { mask: digits.join(''), divisor, limit };
  },
  solve,
  check,
  render(p, answer) {
    const rows = (answer as { rows: string[][] }).rows;
    const power = Math.log10(p.limit);
    const text =
      '<p>Назовём маской числа последовательность цифр, в которой также могут встречаться следующие символы:</p>' +
      '<p>— символ «?» означает ровно одну произвольную цифру;<br>— символ «*» означает любую последовательность цифр произвольной длины; в том числе «*» может задавать и пустую последовательность.</p>' +
      `<p>Среди натуральных чисел, не превышающих 10<sup>${power}</sup>, найдите все числа, соответствующие маске ${p.mask}, делящиеся на ${p.divisor} без остатка.</p>` +
      `<p>В ответе запишите в первом столбце таблицы все найденные числа в порядке возрастания, а во втором столбце — соответствующие им результаты деления этих чисел на ${p.divisor}.</p>`;
    const python = `from fnmatch import fnmatch\n\nfor x in range(${p.divisor}, 10 ** ${power} + 1, ${p.divisor}):\n    if fnmatch(str(x), '${p.mask}'):\n        print(x, x // ${p.divisor})\n`;
    const steps =
      `<p>Перебираем только числа, кратные ${p.divisor}: их до 10<sup>${power}</sup> всего около ${Math.floor(p.limit / p.divisor)}, это быстро. Для каждого проверяем соответствие маске: в Python это делает <code>fnmatch</code>, у которой «?» и «*» означают то же самое.</p>` +
      `<p>Найдено чисел: ${rows.length}; первое — ${rows[0]![0]} (частное ${rows[0]![1]}).</p>`;
    return { text, files: [], steps, python };
  },
};
