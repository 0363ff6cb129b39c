import { buildOds } from '../../../files/odf/build-ods';
import { odsReader } from '../../../files/odf/ods-reader-python';
import { countRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 9: 9.ods holds thousands of rows of natural numbers; conditions on each row (repeated numbers,
 * the largest and the smallest against the rest, even and odd numbers); the answer is the number of
 * rows that satisfy them, or the first/last such row's number, or the largest sum of such a row.
 * The solution counts the values in a dictionary and sorts the row; the checker compares every pair
 * of cells and finds the extremes by index, without sorting or counting maps.
 */
export type Family = 'repeats' | 'extremes' | 'parity';
export type Condition =
  | 'twice'
  | 'thrice'
  | 'two-pairs'
  | 'distinct'
  | 'avg-single-le-rep'
  | 'avg-rep-gt-single'
  | 'sum-rep-gt-minmax'
  | 'ends-gt-rest'
  | 'ends-lt-rest'
  | 'square'
  | 'max-gt-rest'
  | 'even-more'
  | 'even-sum-gt';
export type Ask = 'count' | 'first' | 'last' | 'max-sum';

export type Params9 = { family: Family; rows: number[][]; conditions: Condition[]; ask: Ask };

const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);

/** The row's values split by how many times they occur (a Counter, as the program does). */
function byCount(row: number[]): { counts: number[]; repeated: number[]; single: number[] } {
  const m = new Map<number, number>();
  for (const x of row) m.set(x, (m.get(x) ?? 0) + 1);
  return {
    counts: [...m.values()].sort((a, b) => b - a),
    repeated: row.filter((x) => m.get(x)! > 1),
    single: row.filter((x) => m.get(x) === 1),
  };
}

type View = ReturnType<typeof byCount> & { row: number[]; s: number[]; ends: number; rest: number[] };

const countConditions: ReadonlySet<Condition> = new Set(['twice', 'thrice', 'two-pairs', 'distinct', 'avg-single-le-rep', 'avg-rep-gt-single', 'sum-rep-gt-minmax']);

/** The row counted (a Counter) and sorted, each only when a condition needs it. */
function viewOf(row: number[], conditions: Condition[]): View {
  const counted = conditions.some((c) => countConditions.has(c)) ? byCount(row) : { counts: [], repeated: [], single: [] };
  if (conditions.every((c) => countConditions.has(c) || c === 'even-more' || c === 'even-sum-gt')) return { ...counted, row, s: row, ends: 0, rest: [] };
  const s = [...row].sort((a, b) => a - b);
  return { ...counted, row, s, ends: s[0]! + s[s.length - 1]!, rest: s.slice(1, -1) };
}

function holds(c: Condition, { counts, repeated, single, row, s, ends, rest }: View): boolean {
  switch (c) {
    case 'twice':
      return counts[0] === 2 && counts[1] !== 2;
    case 'thrice':
      return counts[0] === 3 && counts[1] !== 2 && counts[1] !== 3;
    case 'two-pairs':
      return counts[0] === 2 && counts[1] === 2 && counts[2] !== 2;
    case 'distinct':
      return counts[0] === 1;
    case 'avg-single-le-rep':
      return single.length > 0 && repeated.length > 0 && sum(single) / single.length <= sum(repeated) / repeated.length;
    case 'avg-rep-gt-single':
      return single.length > 0 && repeated.length > 0 && sum(repeated) / repeated.length > sum(single) / single.length;
    case 'sum-rep-gt-minmax':
      return single.length > 0 && sum(repeated) > Math.max(...single) + Math.min(...single);
    case 'ends-gt-rest':
      return ends > sum(rest);
    case 'ends-lt-rest':
      return ends < sum(rest);
    case 'square':
      return ends ** 2 > sum(rest.map((x) => x * x));
    case 'max-gt-rest':
      return s[s.length - 1]! > sum(s.slice(0, -1));
    case 'even-more':
      return row.filter((x) => x % 2 === 0).length > row.filter((x) => x % 2 !== 0).length;
    case 'even-sum-gt':
      return sum(row.filter((x) => x % 2 === 0)) > sum(row.filter((x) => x % 2 !== 0));
  }
}

function answerOf(ask: Ask, matching: number[], rows: number[][]): GeneratedAnswer | null {
  if (matching.length === 0) return null;
  // Nearly every row fitting is no question.
  if (ask === 'count') return matching.length <= 0.9 * rows.length ? fieldAnswer(matching.length) : null;
  // A row number near the edge of the table would be found by eye: degenerate.
  if (ask === 'first') return matching[0]! >= 10 ? fieldAnswer(matching[0]! + 1) : null;
  if (ask === 'last') return matching[matching.length - 1]! < rows.length - 10 ? fieldAnswer(matching[matching.length - 1]! + 1) : null;
  return fieldAnswer(Math.max(...matching.map((i) => sum(rows[i]!))));
}

function solve(p: Params9): GeneratedAnswer | null {
  const matching: number[] = [];
  p.rows.forEach((row, i) => {
    const view = viewOf(row, p.conditions);
    if (p.conditions.every((c) => holds(c, view))) matching.push(i);
  });
  return answerOf(p.ask, matching, p.rows);
}

/** The checker's reading of a condition: occurrences by comparing every pair, extremes by their indices. */
/** The checker's view of a row: plain loops over the cells, every occurrence counted by comparing pairs. */
function checkView(row: number[]) {
  const n = row.length;
  let pairs = 0; // distinct values met exactly twice
  let triples = 0;
  let repCount = 0;
  let repSum = 0;
  let oneCount = 0;
  let oneSum = 0;
  let oneMax = -Infinity;
  let oneMin = Infinity;
  let iMax = 0;
  let iMin = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const x = row[i]!;
    let occ = 0;
    let firstAt = i;
    for (let j = 0; j < n; j++) {
      if (row[j] !== x) continue;
      occ++;
      if (j < firstAt) firstAt = j;
    }
    if (occ > 1) {
      repCount++;
      repSum += x;
      if (firstAt === i && occ === 2) pairs++;
      if (firstAt === i && occ === 3) triples++;
    } else {
      oneCount++;
      oneSum += x;
      oneMax = Math.max(oneMax, x);
      oneMin = Math.min(oneMin, x);
    }
    if (x > row[iMax]!) iMax = i;
    if (x < row[iMin]!) iMin = i;
    total += x;
  }
  if (iMin === iMax) iMin = iMax === 0 ? 1 : 0; // all equal: any two different cells
  let othersSum = 0;
  let othersSquares = 0;
  for (let i = 0; i < n; i++) {
    if (i === iMax || i === iMin) continue;
    othersSum += row[i]!;
    othersSquares += row[i]! * row[i]!;
  }
  return { row, max: row[iMax]!, min: row[iMin]!, total, othersSum, othersSquares, pairs, triples, repCount, repSum, oneCount, oneSum, oneMax, oneMin };
}

function holdsCheck(c: Condition, v: ReturnType<typeof checkView>): boolean {
  switch (c) {
    case 'twice':
      return v.pairs === 1 && v.repCount === 2;
    case 'thrice':
      return v.triples === 1 && v.repCount === 3;
    case 'two-pairs':
      return v.pairs === 2 && v.repCount === 4;
    case 'distinct':
      return v.repCount === 0;
    case 'avg-single-le-rep':
      // Means compared without division: a/b ≤ c/d ⇔ a·d ≤ c·b for positive counts.
      return v.oneCount > 0 && v.repCount > 0 && v.oneSum * v.repCount <= v.repSum * v.oneCount;
    case 'avg-rep-gt-single':
      return v.oneCount > 0 && v.repCount > 0 && v.repSum * v.oneCount > v.oneSum * v.repCount;
    case 'sum-rep-gt-minmax':
      return v.oneCount > 0 && v.repSum > v.oneMax + v.oneMin;
    case 'ends-gt-rest':
      return v.max + v.min > v.othersSum;
    case 'ends-lt-rest':
      return v.max + v.min < v.othersSum;
    case 'square':
      return (v.max + v.min) * (v.max + v.min) > v.othersSquares;
    case 'max-gt-rest':
      return v.max > v.total - v.max;
    case 'even-more': {
      let balance = 0;
      for (const x of v.row) balance += x % 2 === 0 ? 1 : -1;
      return balance > 0;
    }
    case 'even-sum-gt': {
      let balance = 0;
      for (const x of v.row) balance += x % 2 === 0 ? x : -x;
      return balance > 0;
    }
  }
}

function check(p: Params9): GeneratedAnswer | null {
  let count = 0;
  let first = -1;
  let last = -1;
  let best = -1;
  for (let i = 0; i < p.rows.length; i++) {
    const row = p.rows[i]!;
    const view = checkView(row);
    if (!p.conditions.every((c) => holdsCheck(c, view))) continue;
    count++;
    if (first < 0) first = i + 1;
    last = i + 1;
    best = Math.max(best, row.reduce((s, x) => s + x, 0));
  }
  if (count === 0) return null;
  if (p.ask === 'count') return count * 10 <= p.rows.length * 9 ? fieldAnswer(count) : null;
  if (p.ask === 'first') return first > 10 ? fieldAnswer(first) : null;
  if (p.ask === 'last') return last <= p.rows.length - 10 ? fieldAnswer(last) : null;
  return fieldAnswer(best);
}

/** A row of `cols` numbers from lo..hi, sometimes with a repeat pattern forced in (then shuffled). */
function drawRow(random: SeededRandom, cols: number, lo: number, hi: number, force: 'none' | 'twice' | 'thrice' | 'two-pairs'): number[] {
  const row = Array.from({ length: cols }, () => random.int(lo, hi));
  if (force === 'twice') row[1] = row[0]!;
  if (force === 'thrice') row[1] = row[2] = row[0]!;
  if (force === 'two-pairs') {
    row[1] = row[0]!;
    row[3] = row[2]!;
  }
  return force === 'none' ? row : random.shuffle(row);
}

function drawConditions(random: SeededRandom, family: Family, difficulty: Difficulty): { conditions: Condition[]; cols: number } {
  if (family === 'repeats') {
    const pattern = difficulty === 1 ? random.pick(['twice', 'thrice'] as const) : random.pick(['twice', 'thrice', 'two-pairs'] as const);
    const comparison =
      difficulty === 1 ? 'avg-single-le-rep' : random.pick(pattern === 'two-pairs' ? (['avg-rep-gt-single', 'sum-rep-gt-minmax'] as const) : (['avg-single-le-rep', 'avg-rep-gt-single', 'sum-rep-gt-minmax'] as const));
    return { conditions: [pattern, comparison], cols: difficulty === 3 ? 7 : 6 };
  }
  if (family === 'extremes') {
    if (difficulty === 1) return { conditions: [random.pick(['ends-gt-rest', 'ends-lt-rest'] as const)], cols: 4 };
    const main = random.pick(['square', 'ends-gt-rest', 'ends-lt-rest', 'max-gt-rest'] as const);
    return { conditions: difficulty === 2 ? [main] : ['distinct', main], cols: difficulty === 2 ? 5 : random.pick([5, 6]) };
  }
  const main = random.pick(['even-more', 'even-sum-gt'] as const);
  if (difficulty === 1) return { conditions: [main], cols: random.pick([5, 7]) };
  return { conditions: difficulty === 2 ? [main, 'distinct'] : ['distinct', 'even-more', 'even-sum-gt'].filter((c) => c !== main).concat(main) as Condition[], cols: random.pick([5, 6, 7]) };
}

/** The question's form without the rows (a test draws thousands of these cheaply). */
export function drawForm9(random: SeededRandom, difficulty: Difficulty): { family: Family; conditions: Condition[]; cols: number; ask: Ask } {
  const family = random.pick(['repeats', 'extremes', 'parity'] as const);
  const { conditions, cols } = drawConditions(random, family, difficulty);
  // A row's number is asked only for the rare rows (repeats): the first row of a common kind is row 1.
  const rare = family === 'repeats';
  const ask: Ask =
    difficulty === 3
      ? random.pick(rare ? (['count', 'first', 'last', 'max-sum'] as const) : (['count', 'max-sum'] as const))
      : difficulty === 2 && rare
        ? random.pick(['count', 'first'] as const)
        : 'count';
  return { family, conditions, cols, ask };
}

export const type09Generator: TaskGenerator<Params9> = {
  type: 9,
  version: 1,
  draw(random, difficulty) {
    const { family, conditions, cols, ask } = drawForm9(random, difficulty);
    const count = random.int(difficulty === 1 ? 2000 : 3000, difficulty === 1 ? 3000 : 5000);
    const [lo, hi] = family === 'repeats' ? [1, random.pick([60, 80, 100])] : family === 'extremes' ? [1, random.pick([100, 150, 200])] : [10, random.pick([99, 200, 500])];
    const forced = conditions.find((c) => c === 'twice' || c === 'thrice' || c === 'two-pairs');
    const rows = Array.from({ length: count }, () => drawRow(random, cols, lo!, hi!, forced && random.next() < 0.35 ? random.pick(['twice', 'thrice', 'two-pairs'] as const) : 'none'));
    return { family, rows, conditions, ask };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const cols = p.rows[0]!.length;
    const numeral = ['', '', '', 'три', 'четыре', 'пять', 'шесть', 'семь'][cols]!;
    const ws = p.conditions.length > 1;
    const conditionText = p.conditions.map((c) => `<p>— ${conditionRu(c, cols)};</p>`).join('').replace(/;<\/p>$/, '.</p>');
    const lead = (() => {
      const what = ws ? `для чисел которых выполнены ${p.conditions.length === 2 ? 'оба условия' : 'все условия'}` : 'для чисел которых выполнено условие';
      switch (p.ask) {
        case 'count':
          return `Определите количество строк таблицы, ${what}:`;
        case 'first':
          return `Определите наименьший номер строки таблицы, ${what}:`;
        case 'last':
          return `Определите наибольший номер строки таблицы, ${what}:`;
        case 'max-sum':
          return `Найдите строку с наибольшей суммой чисел среди строк таблицы, ${what}:`;
      }
    })();
    const tail =
      p.ask === 'count'
        ? 'В ответе запишите только число.'
        : p.ask === 'max-sum'
          ? 'В ответе запишите сумму чисел этой строки.'
          : 'Строки нумеруются с 1. В ответе запишите только число — номер строки.';
    const text =
      `<p>Откройте файл электронной таблицы 9.ods, содержащей в каждой строке ${numeral} натуральных чисел (всего ${countRu(p.rows.length, ['строка', 'строки', 'строк'])}).</p>` +
      `<p>${lead}</p>${conditionText}<p>${tail}</p>`;
    const python = `${odsReader}\n\nrows = [[int(v) for v in r] for r in read_ods('9.ods')['Лист1'] if r and r[0] != '']\n\n${pythonOf(p)}`;
    const steps =
      '<p>Читаем строки из 9.ods стандартными средствами Python (.ods — это zip-архив, ячейки лежат в content.xml) или работаем прямо в электронной таблице, добавив столбцы с формулами.</p>' +
      `<p>${p.conditions.map((c) => howRu(c)).join(' ')}</p>` +
      `<p>${p.ask === 'count' ? 'Считаем строки, для которых выполнены все условия' : p.ask === 'first' ? 'Печатаем номер первой подходящей строки (нумерация с 1)' : p.ask === 'last' ? 'Печатаем номер последней подходящей строки (нумерация с 1)' : 'Среди подходящих строк берём наибольшую сумму чисел'}. Ответ: ${value}.</p>`;
    return { text, files: [{ name: '9.ods', content: buildOds([{ name: 'Лист1', rows: p.rows }], { deflate: true }) }], steps, python };
  },
};

function conditionRu(c: Condition, cols: number): string {
  const restCount = ['', '', 'двух', 'двух', 'двух', 'трёх', 'четырёх', 'пяти'][cols]!;
  switch (c) {
    case 'twice':
      return 'в строке только одно число повторяется ровно два раза, остальные числа различны';
    case 'thrice':
      return 'в строке только одно число повторяется ровно три раза, остальные числа различны';
    case 'two-pairs':
      return 'в строке есть два числа, каждое из которых повторяется ровно два раза, остальные числа различны';
    case 'distinct':
      return 'все числа в строке различны';
    case 'avg-single-le-rep':
      return 'среднее арифметическое неповторяющихся чисел строки не больше повторяющегося числа';
    case 'avg-rep-gt-single':
      return 'среднее арифметическое всех повторяющихся чисел строки (с учётом повторений) больше среднего арифметического её неповторяющихся чисел';
    case 'sum-rep-gt-minmax':
      return 'сумма повторяющихся чисел строки (с учётом повторений) больше суммы наибольшего и наименьшего из её неповторяющихся чисел';
    case 'ends-gt-rest':
      return `сумма наибольшего и наименьшего чисел строки больше суммы ${restCount} оставшихся чисел`;
    case 'ends-lt-rest':
      return `сумма наибольшего и наименьшего чисел строки меньше суммы ${restCount} оставшихся чисел`;
    case 'square':
      return `квадрат суммы наибольшего и наименьшего чисел строки больше суммы квадратов ${restCount} оставшихся чисел`;
    case 'max-gt-rest':
      return 'наибольшее число строки больше суммы остальных чисел строки';
    case 'even-more':
      return 'чётных чисел в строке больше, чем нечётных';
    case 'even-sum-gt':
      return 'сумма чётных чисел строки больше суммы её нечётных чисел';
  }
}

function howRu(c: Condition): string {
  switch (c) {
    case 'twice':
    case 'thrice':
    case 'two-pairs':
    case 'distinct':
      return 'Для каждого числа строки считаем, сколько раз оно встречается (<code>r.count(x)</code>, в таблице — СЧЁТЕСЛИ по строке): по этим количествам видно, какие числа повторяются и сколько раз.';
    case 'avg-single-le-rep':
    case 'avg-rep-gt-single':
    case 'sum-rep-gt-minmax':
      return 'Повторяющиеся числа (с учётом повторений) и неповторяющиеся собираем в два списка и сравниваем их средние или суммы.';
    case 'ends-gt-rest':
    case 'ends-lt-rest':
    case 'square':
    case 'max-gt-rest':
      return 'Упорядочиваем строку по возрастанию: наименьшее число — первое, наибольшее — последнее, остальные — между ними (в таблице — НАИМЕНЬШИЙ/НАИБОЛЬШИЙ и сумма строки за их вычетом).';
    case 'even-more':
    case 'even-sum-gt':
      return 'Чётные и нечётные числа строки отбираем по остатку от деления на 2 и сравниваем их количества или суммы.';
  }
}

function pythonCondition(c: Condition): string {
  switch (c) {
    case 'twice':
      return 'sorted(counts.values()) == [1] * (len(r) - 2) + [2]';
    case 'thrice':
      return 'sorted(counts.values()) == [1] * (len(r) - 3) + [3]';
    case 'two-pairs':
      return 'sorted(counts.values()) == [1] * (len(r) - 4) + [2, 2]';
    case 'distinct':
      return 'len(set(r)) == len(r)';
    case 'avg-single-le-rep':
      return 'once and rep and sum(once) / len(once) <= sum(rep) / len(rep)';
    case 'avg-rep-gt-single':
      return 'once and rep and sum(rep) / len(rep) > sum(once) / len(once)';
    case 'sum-rep-gt-minmax':
      return 'once and sum(rep) > max(once) + min(once)';
    case 'ends-gt-rest':
      return 's[0] + s[-1] > sum(s[1:-1])';
    case 'ends-lt-rest':
      return 's[0] + s[-1] < sum(s[1:-1])';
    case 'square':
      return '(s[0] + s[-1]) ** 2 > sum(x * x for x in s[1:-1])';
    case 'max-gt-rest':
      return 's[-1] > sum(s[:-1])';
    case 'even-more':
      return 'len(even) > len(odd)';
    case 'even-sum-gt':
      return 'sum(even) > sum(odd)';
  }
}

function pythonOf(p: Params9): string {
  const test = p.conditions.map((c) => `(${pythonCondition(c)})`).join(' and ');
  const body =
    'def fits(r):\n' +
    '    counts = {x: r.count(x) for x in r}\n' +
    '    rep = [x for x in r if counts[x] > 1]\n' +
    '    once = [x for x in r if counts[x] == 1]\n' +
    '    s = sorted(r)\n' +
    '    even = [x for x in r if x % 2 == 0]\n' +
    '    odd = [x for x in r if x % 2 != 0]\n' +
    `    return bool(${test})\n\n` +
    'found = [(number, r) for number, r in enumerate(rows, 1) if fits(r)]\n';
  switch (p.ask) {
    case 'count':
      return `${body}print(len(found))\n`;
    case 'first':
      return `${body}print(found[0][0])\n`;
    case 'last':
      return `${body}print(found[-1][0])\n`;
    case 'max-sum':
      return `${body}print(max(sum(r) for number, r in found))\n`;
  }
}
