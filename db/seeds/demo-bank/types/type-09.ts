/**
 * Type 9: an .ods of rows of numbers; count (or pick) rows meeting a condition. Rows come from a
 * seeded generator biased so that the interesting cases (repeats, ties) actually occur; `solve()`
 * reads the built file back, so it checks the very table the student opens.
 */
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';
import { buildOds } from '@ege/core/files/odf/build-ods';
import { readOds } from '@ege/core/files/odf/read-odf';
import { seededRandom, type SeededRandom } from '@ege/core/generators/seeded-random';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

/** ~1500 cells keep the stored (uncompressed) .ods around 160 KB, under the 200 KB budget. */
const CELLS = 1500;

function generate(seed: number, cols: number, row: (r: SeededRandom) => number[]): number[][] {
  const r = seededRandom(seed);
  return Array.from({ length: Math.floor(CELLS / cols) }, () => {
    const values = row(r);
    if (values.length !== cols) throw new Error('type 9: row width');
    return values;
  });
}

/** A row of `cols` numbers from [lo, hi]; with probability `dup` one value is forced to repeat. */
function rowWithRepeats(cols: number, lo: number, hi: number, dup: number) {
  return (r: SeededRandom): number[] => {
    const v = Array.from({ length: cols }, () => r.int(lo, hi));
    if (r.next() < dup) v[r.int(1, cols - 1)] = v[0] as number;
    // Shuffle so the forced repeat is not always in the first column.
    for (let i = v.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [v[i], v[j]] = [v[j] as number, v[i] as number];
    }
    return v;
  };
}

const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);
const sorted = (a: number[]) => [...a].sort((x, y) => x - y);

/** How many times each value occurs in the row. */
function counts(row: number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const x of row) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

function readRows(file: Buffer): number[][] {
  const sheet = readOds(file)[0];
  if (!sheet) throw new Error('type 9: no sheet');
  return sheet.rows.map((r) =>
    r.map((c) => {
      if (typeof c !== 'number') throw new Error('type 9: a non-number cell');
      return c;
    }),
  );
}

type Spec = { key: string; difficulty: 1 | 2 | 3; seed: number; cols: number; row: (r: SeededRandom) => number[]; text: string; answer: string; query(rows: number[][]): number };

/** The generated rows by task key — exported so a test can compare them with what the file holds. */
export const type09Data = new Map<string, number[][]>();

function makeTask(s: Spec): DemoTask {
  const rows = generate(s.seed, s.cols, s.row);
  type09Data.set(s.key, rows);
  const file: DemoFile = { name: '9.ods', build: () => buildOds([{ name: 'Лист1', rows }]) };
  return {
    key: s.key,
    type: 9,
    difficulty: s.difficulty,
    text: `<p>Откройте файл электронной таблицы 9.ods, содержащей в каждой строке ${s.cols} натуральных чисел.</p>${s.text}`,
    files: [file],
    answer: field(s.answer),
    solve: () => field(s.query(readRows(file.build()))),
  };
}

export const type09Tasks: DemoTask[] = [
  makeTask({
    key: 't09-1',
    difficulty: 1,
    seed: 901,
    cols: 4,
    row: (r) => Array.from({ length: 4 }, () => r.int(1, 100)),
    text: '<p>Определите количество строк таблицы, в которых сумма наибольшего и наименьшего чисел больше суммы двух оставшихся чисел.</p>',
    answer: '180',
    query: (rows) =>
      rows.filter((row) => {
        const [a = 0, b = 0, c = 0, d = 0] = sorted(row);
        return a + d > b + c;
      }).length,
  }),
  makeTask({
    key: 't09-2',
    difficulty: 2,
    seed: 902,
    cols: 6,
    row: rowWithRepeats(6, 1, 60, 0.6),
    text:
      '<p>Определите количество строк таблицы, для чисел которых выполнены оба условия:</p>' +
      '<p>— в строке только одно число повторяется ровно два раза, остальные четыре числа различны;</p>' +
      '<p>— среднее арифметическое неповторяющихся чисел строки не больше повторяющегося числа.</p>' +
      '<p>В ответе запишите только число.</p>',
    answer: '58',
    query: (rows) =>
      rows.filter((row) => {
        const c = [...counts(row)];
        const twice = c.filter(([, n]) => n === 2);
        if (twice.length !== 1 || c.length !== 5) return false;
        const single = c.filter(([, n]) => n === 1).map(([v]) => v);
        return sum(single) / single.length <= (twice[0]?.[0] ?? 0);
      }).length,
  }),
  makeTask({
    key: 't09-3',
    difficulty: 2,
    seed: 903,
    cols: 5,
    row: (r) => Array.from({ length: 5 }, () => r.int(1, 120)),
    text:
      '<p>Определите количество строк таблицы, в которых квадрат суммы максимального и минимального чисел строки больше суммы ' +
      'квадратов трёх оставшихся чисел.</p>',
    answer: '203',
    query: (rows) =>
      rows.filter((row) => {
        const s = sorted(row);
        const mid = s.slice(1, -1);
        return ((s[0] ?? 0) + (s[s.length - 1] ?? 0)) ** 2 > sum(mid.map((x) => x * x));
      }).length,
  }),
  makeTask({
    key: 't09-4',
    difficulty: 3,
    seed: 904,
    cols: 7,
    row: rowWithRepeats(7, 1, 99, 0.3),
    text:
      '<p>Найдите строку таблицы с наибольшей суммой чисел среди строк, для которых выполнены оба условия:</p>' +
      '<p>— все числа в строке различны;</p><p>— чётных чисел в строке больше, чем нечётных.</p>' +
      '<p>В ответе запишите сумму чисел этой строки.</p>',
    answer: '511',
    query: (rows) => {
      const fit = rows.filter((row) => new Set(row).size === row.length && row.filter((x) => x % 2 === 0).length > row.length / 2);
      if (fit.length === 0) throw new Error('t09-4: no row fits');
      return Math.max(...fit.map(sum));
    },
  }),
  makeTask({
    key: 't09-5',
    difficulty: 3,
    seed: 905,
    cols: 6,
    row: rowWithRepeats(6, 10, 50, 0.7),
    text:
      '<p>Определите наименьший номер строки таблицы (строки нумеруются с 1), для чисел которой выполнены оба условия:</p>' +
      '<p>— в строке есть ровно одно число, повторяющееся дважды, остальные числа различны;</p>' +
      '<p>— сумма повторяющихся чисел (с учётом повторения) больше суммы наибольшего и наименьшего из неповторяющихся чисел.</p>' +
      '<p>В ответе запишите только число — номер строки.</p>',
    answer: '7',
    query: (rows) => {
      const i = rows.findIndex((row) => {
        const c = [...counts(row)];
        const twice = c.filter(([, n]) => n === 2);
        if (twice.length !== 1 || c.length !== row.length - 1) return false;
        const single = c.filter(([, n]) => n === 1).map(([v]) => v);
        return 2 * (twice[0]?.[0] ?? 0) > Math.max(...single) + Math.min(...single);
      });
      if (i < 0) throw new Error('t09-5: no row fits');
      return i + 1;
    },
  }),
];
