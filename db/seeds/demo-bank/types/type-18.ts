/**
 * Type 18 — the coin-collecting Robot on a grid given as an .ods table. The grids are generated once
 * from fixed seeds; the reference solutions are the usual dynamic programming over the grid (memoised
 * best sum from each cell to the finish), giving the maximum and the minimum.
 */
import { buildOds } from '@ege/core/files/odf/build-ods';
import { seededRandom } from '@ege/core/generators/seeded-random';
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';

const table = (rows: number[][]): DemoAnswer => ({ kind: 'table', rows: rows.map((r) => r.map(String)) });

type Grid = number[][];
type Cell = [number, number];

function grid(seed: number, size: number, lo: number, hi: number): Grid {
  const rnd = seededRandom(seed);
  return Array.from({ length: size }, () => Array.from({ length: size }, () => rnd.int(lo, hi)));
}

const at = (g: Grid, [r, c]: Cell): number | undefined => g[r]?.[c];

/**
 * Best (max or min) sum of the cells on a path from `start` to `finish` using `moves`; cells for which
 * `blocked` holds cannot be entered. Every move set here leads strictly towards the finish, so the
 * memoised recursion terminates.
 */
function bestPath(g: Grid, start: Cell, finish: Cell, moves: Cell[], pick: (a: number, b: number) => number, blocked = (_v: number) => false): number {
  const memo = new Map<string, number | null>();
  const from = (cell: Cell): number | null => {
    const v = at(g, cell);
    if (v === undefined || blocked(v)) return null;
    if (cell[0] === finish[0] && cell[1] === finish[1]) return v;
    const key = cell.join(',');
    if (memo.has(key)) return memo.get(key) ?? null;
    let best: number | null = null;
    for (const [dr, dc] of moves) {
      const rest = from([cell[0] + dr, cell[1] + dc]);
      if (rest !== null) best = best === null ? rest : pick(best, rest);
    }
    const result = best === null ? null : v + best;
    memo.set(key, result);
    return result;
  };
  const result = from(start);
  if (result === null) throw new Error('type 18: the finish cannot be reached');
  return result;
}

function maxMin(g: Grid, start: Cell, finish: Cell, moves: Cell[], blocked?: (v: number) => boolean): DemoAnswer {
  return table([[bestPath(g, start, finish, moves, Math.max, blocked), bestPath(g, start, finish, moves, Math.min, blocked)]]);
}

/** t18-5: right/down, never two moves down in a row; the state remembers whether the last move was down. */
function noTwoDowns(g: Grid, pick: (a: number, b: number) => number): number {
  const n = g.length;
  const memo = new Map<string, number | null>();
  const from = (r: number, c: number, lastDown: boolean): number | null => {
    const v = g[r]?.[c];
    if (v === undefined) return null;
    if (r === n - 1 && c === n - 1) return v;
    const key = `${r},${c},${lastDown}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    const options = [from(r, c + 1, false), lastDown ? null : from(r + 1, c, true)].filter((x): x is number => x !== null);
    const result = options.length === 0 ? null : v + options.reduce((a, b) => pick(a, b));
    memo.set(key, result);
    return result;
  };
  const result = from(0, 0, false);
  if (result === null) throw new Error('t18-5: the finish cannot be reached');
  return result;
}

/** t18-4: obstacles (0) everywhere except on one random monotone path, so the finish stays reachable. */
function withObstacles(seed: number, size: number): Grid {
  const rnd = seededRandom(seed);
  const g = grid(seed + 1, size, 1, 100);
  const keep = new Set<string>(['0,0']);
  let [r, c] = [0, 0];
  while (r < size - 1 || c < size - 1) {
    if (r === size - 1 || (c < size - 1 && rnd.next() < 0.5)) c++;
    else r++;
    keep.add(`${r},${c}`);
  }
  for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) if (!keep.has(`${i},${j}`) && rnd.next() < 0.2) (g[i] as number[])[j] = 0;
  return g;
}

/** The grids by task key (the test reads each .ods back and compares it with these). */
export const type18Grids: Record<string, Grid> = {
  't18-1': grid(1801, 10, 1, 100),
  't18-2': grid(1802, 15, 1, 100),
  't18-3': grid(1803, 16, 1, 100),
  't18-4': withObstacles(1804, 18),
  't18-5': grid(1805, 20, 1, 100),
};

const g = (key: string): Grid => {
  const found = type18Grids[key];
  if (!found) throw new Error(`type 18: no grid for ${key}`);
  return found;
};

const odsFile = (key: string): DemoFile[] => [{ name: '18.ods', build: () => buildOds([{ name: 'Лист1', rows: g(key) }]) }];

const RIGHT: Cell = [0, 1];
const DOWN: Cell = [1, 0];
const LEFT: Cell = [0, -1];
const DIAGONAL: Cell = [1, 1];

const intro = (n: number, commands: string): string =>
  `<p>Квадрат разлинован на ${n}×${n} клеток. Исполнитель Робот может перемещаться по клеткам, выполняя за одно перемещение одну из команд: ${commands}. ` +
  'При попытке выхода за границу квадрата Робот разрушается. ';
const COINS =
  'Перед каждым запуском Робота в каждой клетке квадрата лежит монета достоинством от 1 до 100. ' +
  'Посетив клетку, Робот забирает монету с собой; это также относится к начальной и конечной клетке маршрута Робота.</p>';
const ANSWER =
  '<p>В ответе укажите два числа — сначала максимальную сумму, затем минимальную.</p>' +
  '<p>Исходные данные представляют собой электронную таблицу, каждая ячейка которой соответствует клетке квадрата.</p>';

export const type18Tasks: DemoTask[] = [
  {
    key: 't18-1',
    type: 18,
    difficulty: 1,
    text:
      intro(10, '«вправо» или «вниз». По команде «вправо» Робот перемещается в соседнюю правую клетку, по команде «вниз» — в соседнюю нижнюю') +
      COINS +
      '<p>Определите максимальную и минимальную денежную сумму, которую может собрать Робот, пройдя из левой верхней клетки в правую нижнюю.</p>' +
      ANSWER,
    files: odsFile('t18-1'),
    answer: table([[1320, 683]]),
    solve: () => maxMin(g('t18-1'), [0, 0], [9, 9], [RIGHT, DOWN]),
  },
  {
    key: 't18-2',
    type: 18,
    difficulty: 2,
    text:
      intro(15, '«влево» или «вниз». По команде «влево» Робот перемещается в соседнюю левую клетку, по команде «вниз» — в соседнюю нижнюю') +
      COINS +
      '<p>Определите максимальную и минимальную денежную сумму, которую может собрать Робот, пройдя из правой верхней клетки в левую нижнюю.</p>' +
      ANSWER,
    files: odsFile('t18-2'),
    answer: table([[1917, 784]]),
    solve: () => maxMin(g('t18-2'), [0, 14], [14, 0], [LEFT, DOWN]),
  },
  {
    key: 't18-3',
    type: 18,
    difficulty: 2,
    text:
      intro(
        16,
        '«вправо», «вниз» или «по диагонали». По команде «вправо» Робот перемещается в соседнюю правую клетку, по команде «вниз» — в соседнюю нижнюю, ' +
          'по команде «по диагонали» — в клетку, соседнюю по диагонали вправо-вниз',
      ) +
      COINS +
      '<p>Определите максимальную и минимальную денежную сумму, которую может собрать Робот, пройдя из левой верхней клетки в правую нижнюю.</p>' +
      ANSWER,
    files: odsFile('t18-3'),
    answer: table([[2298, 632]]),
    solve: () => maxMin(g('t18-3'), [0, 0], [15, 15], [RIGHT, DOWN, DIAGONAL]),
  },
  {
    key: 't18-4',
    type: 18,
    difficulty: 3,
    text:
      intro(18, '«вправо» или «вниз». По команде «вправо» Робот перемещается в соседнюю правую клетку, по команде «вниз» — в соседнюю нижнюю') +
      'В некоторых клетках квадрата находятся препятствия: в таблице такие клетки содержат число 0, и Робот не может в них заходить. ' +
      'В каждой из остальных клеток лежит монета достоинством от 1 до 100. ' +
      'Посетив клетку, Робот забирает монету с собой; это также относится к начальной и конечной клетке маршрута Робота.</p>' +
      '<p>Определите максимальную и минимальную денежную сумму, которую может собрать Робот, пройдя из левой верхней клетки в правую нижнюю.</p>' +
      ANSWER,
    files: odsFile('t18-4'),
    answer: table([[2395, 1145]]),
    solve: () => maxMin(g('t18-4'), [0, 0], [17, 17], [RIGHT, DOWN], (v) => v === 0),
  },
  {
    key: 't18-5',
    type: 18,
    difficulty: 3,
    text:
      intro(20, '«вправо» или «вниз». По команде «вправо» Робот перемещается в соседнюю правую клетку, по команде «вниз» — в соседнюю нижнюю') +
      'Робот не может выполнить команду «вниз» два раза подряд. ' +
      COINS +
      '<p>Определите максимальную и минимальную денежную сумму, которую может собрать Робот, пройдя из левой верхней клетки в правую нижнюю.</p>' +
      ANSWER,
    files: odsFile('t18-5'),
    answer: table([[1853, 1585]]),
    solve: () => table([[noTwoDowns(g('t18-5'), Math.max), noTwoDowns(g('t18-5'), Math.min)]]),
  },
];
