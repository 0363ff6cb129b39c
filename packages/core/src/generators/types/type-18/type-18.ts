import { buildOds } from '../../../files/odf/build-ods';
import { readOds } from '../../../files/odf/read-odf';
import type { SeededRandom } from '../../seeded-random';
import type { Difficulty, GeneratedAnswer, TaskGenerator } from '../../task-generator';

/**
 * Type 18: the coin-collecting Robot on a square given as a spreadsheet (18.ods), the answer the
 * largest and the smallest sum (one row of two). The exam's families: two moves from one corner to the
 * opposite one (any of the four corners); the same with inner walls drawn as thick cell borders; a third,
 * diagonal move; no two moves down in a row.
 */
type Corner = 'top-left' | 'bottom-left' | 'top-right' | 'bottom-right';
type Family = 'plain' | 'walls' | 'diagonal' | 'no-two-downs';

type Params = {
  family: Family;
  start: Corner;
  grid: number[][];
  /** Inner walls: on the right side of cell [r][c], and under it. */
  wallRight: boolean[][];
  wallBelow: boolean[][];
};

type Step = readonly [dr: number, dc: number];

/** The moves towards the opposite corner: vertical first, then horizontal (and the diagonal). */
function movesOf(p: Params): Step[] {
  const dr = p.start.startsWith('top') ? 1 : -1;
  const dc = p.start.endsWith('left') ? 1 : -1;
  const moves: Step[] = [
    [dr, 0],
    [0, dc],
  ];
  if (p.family === 'diagonal') moves.push([dr, dc]);
  return moves;
}

const startCell = (p: Params): [number, number] => {
  const n = p.grid.length - 1;
  return [p.start.startsWith('top') ? 0 : n, p.start.endsWith('left') ? 0 : n];
};

/** Whether a wall stands between two side-neighbouring cells (the diagonal never has walls drawn). */
function blocked(p: Params, r: number, c: number, dr: number, dc: number): boolean {
  if (dc === 0) return Boolean(dr > 0 ? p.wallBelow[r]?.[c] : p.wallBelow[r - 1]?.[c]);
  if (dr === 0) return Boolean(dc > 0 ? p.wallRight[r]?.[c] : p.wallRight[r]?.[c - 1]);
  return false;
}

/** The 'Разбор''s way: memoised best sum from a cell to the finish, the last move remembered. */
function bestFrom(p: Params, pick: (a: number, b: number) => number): number | null {
  const n = p.grid.length;
  const [fr, fc] = startCell(p).map((x) => n - 1 - x) as [number, number];
  const memo = new Map<number, number | null>();
  const from = (r: number, c: number, lastDown: boolean): number | null => {
    const value = p.grid[r]![c]!;
    if (r === fr && c === fc) return value;
    const key = (r * n + c) * 2 + Number(lastDown);
    if (memo.has(key)) return memo.get(key)!;
    let best: number | null = null;
    for (const [dr, dc] of movesOf(p)) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr < 0 || nc < 0 || nr >= n || nc >= n || blocked(p, r, c, dr, dc)) continue;
      const down = dr !== 0 && dc === 0;
      if (p.family === 'no-two-downs' && down && lastDown) continue;
      const rest = from(nr, nc, down);
      if (rest !== null) best = best === null ? rest : pick(best, rest);
    }
    const result = best === null ? null : value + best;
    memo.set(key, result);
    return result;
  };
  const [sr, sc] = startCell(p);
  return from(sr, sc, false);
}

function solve(p: Params): GeneratedAnswer | null {
  const max = bestFrom(p, Math.max);
  const min = bestFrom(p, Math.min);
  // The two must differ, and each route must be more than the grid's edge.
  return max === null || min === null || max === min ? null : { kind: 'table', rows: [[String(max), String(min)]] };
}

/**
 * The checker: the grid and walls read back from the .ods, turned so that the Robot goes from the top
 * left to the bottom right, then a forward table over rows (for no-two-downs, two tables: the best sum
 * arriving by a move down, and by any other move).
 */
function check(p: Params): GeneratedAnswer | null {
  const [sheet] = readOds(fileOf(p));
  if (!sheet) return null;
  const n = sheet.rows.length;
  const flipRows = p.start.startsWith('bottom');
  const flipCols = p.start.endsWith('right');
  const at = (r: number, c: number) => [flipRows ? n - 1 - r : r, flipCols ? n - 1 - c : c] as const;
  const value = (r: number, c: number) => {
    const [or, oc] = at(r, c);
    return Number(sheet.rows[or]![oc]);
  };
  const border = (r: number, c: number) => {
    const [or, oc] = at(r, c);
    return sheet.borders?.[or]?.[oc] ?? {};
  };
  // A wall between (r, c) and the cell below it in the turned grid, and to its right.
  const wallDown = (r: number, c: number) => (flipRows ? Boolean(border(r + 1, c).bottom) : Boolean(border(r, c).bottom));
  const wallRight = (r: number, c: number) => (flipCols ? Boolean(border(r, c + 1).right) : Boolean(border(r, c).right));
  const run = (better: (a: number, b: number) => boolean): number | null => {
    // byDown: arrived by a move down; other: arrived otherwise (or the start).
    const byDown: (number | null)[][] = Array.from({ length: n }, () => Array<number | null>(n).fill(null));
    const other: (number | null)[][] = Array.from({ length: n }, () => Array<number | null>(n).fill(null));
    const choose = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : better(a, b) ? a : b);
    for (let r = 0; r < n; r++)
      for (let c = 0; c < n; c++) {
        const v = value(r, c);
        if (r === 0 && c === 0) {
          other[0]![0] = v;
          continue;
        }
        const fromAbove = r > 0 && !wallDown(r - 1, c) ? (p.family === 'no-two-downs' ? other[r - 1]![c]! : choose(byDown[r - 1]![c]!, other[r - 1]![c]!)) : null;
        const fromLeft = c > 0 && !wallRight(r, c - 1) ? choose(byDown[r]![c - 1]!, other[r]![c - 1]!) : null;
        const fromDiagonal = p.family === 'diagonal' && r > 0 && c > 0 ? choose(byDown[r - 1]![c - 1]!, other[r - 1]![c - 1]!) : null;
        byDown[r]![c] = fromAbove === null ? null : fromAbove + v;
        const across = choose(fromLeft, fromDiagonal);
        other[r]![c] = across === null ? null : across + v;
      }
    return choose(byDown[n - 1]![n - 1]!, other[n - 1]![n - 1]!);
  };
  const max = run((a, b) => a >= b);
  const min = run((a, b) => a <= b);
  return max === null || min === null || max === min ? null : { kind: 'table', rows: [[String(max), String(min)]] };
}

/** The grid as 18.ods; with walls, the inner and the outer ones are thick cell borders, as in the exam's file. */
function fileOf(p: Params): Buffer {
  if (p.family !== 'walls') return buildOds([{ name: 'Лист1', rows: p.grid }]);
  const last = p.grid.length - 1;
  const borders = p.grid.map((row, r) =>
    row.map((_, c) => ({ top: r === 0, left: c === 0, right: c === last || p.wallRight[r]![c]!, bottom: r === last || p.wallBelow[r]![c]! })),
  );
  return buildOds([{ name: 'Лист1', rows: p.grid, borders }]);
}

/** Inner walls: a few straight segments, each along cell sides, none on the square's edge. */
function drawWalls(random: SeededRandom, n: number, count: number): { wallRight: boolean[][]; wallBelow: boolean[][] } {
  const wallRight = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  const wallBelow = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  for (let i = 0; i < count; i++) {
    const length = random.int(2, Math.max(2, Math.floor(n / 3)));
    if (random.next() < 0.5) {
      const c = random.int(0, n - 2);
      const r0 = random.int(0, n - length);
      for (let r = r0; r < r0 + length; r++) wallRight[r]![c] = true;
    } else {
      const r = random.int(0, n - 2);
      const c0 = random.int(0, n - length);
      for (let c = c0; c < c0 + length; c++) wallBelow[r]![c] = true;
    }
  }
  return { wallRight, wallBelow };
}

const cornerText: Record<Corner, { from: string; to: string }> = {
  'top-left': { from: 'левой верхней', to: 'правую нижнюю' },
  'bottom-left': { from: 'левой нижней', to: 'правую верхнюю' },
  'top-right': { from: 'правой верхней', to: 'левую нижнюю' },
  'bottom-right': { from: 'правой нижней', to: 'левую верхнюю' },
};

function commandsText(p: Params): string {
  const vertical = p.start.startsWith('top') ? 'вниз' : 'вверх';
  const horizontal = p.start.endsWith('left') ? 'вправо' : 'влево';
  const side = (word: string) => ({ вниз: 'нижнюю', вверх: 'верхнюю', вправо: 'правую', влево: 'левую' })[word];
  const two = `${horizontal} или ${vertical}. По команде ${horizontal} Робот перемещается в соседнюю ${side(horizontal)} клетку, по команде ${vertical} — в соседнюю ${side(vertical)}`;
  if (p.family !== 'diagonal') return `одну из двух команд: ${two}.`;
  return `одну из трёх команд: ${horizontal}, ${vertical} или по диагонали. По команде ${horizontal} Робот перемещается в соседнюю ${side(horizontal)} клетку, по команде ${vertical} — в соседнюю ${side(vertical)}, по команде «по диагонали» — в клетку, соседнюю по углу в направлении ${horizontal} и ${vertical} одновременно.`;
}

export const type18Generator: TaskGenerator<Params> = {
  type: 18,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family: Family = difficulty === 1 ? 'plain' : difficulty === 2 ? random.pick(['walls', 'diagonal', 'plain'] as const) : random.pick(['walls', 'no-two-downs'] as const);
    const n = difficulty === 1 ? random.int(8, 12) : difficulty === 2 ? random.int(12, 16) : random.int(16, 20);
    const start: Corner = difficulty === 1 ? 'top-left' : random.pick(['top-left', 'bottom-left', 'top-right', 'bottom-right'] as const);
    const grid = Array.from({ length: n }, () => Array.from({ length: n }, () => random.int(1, 100)));
    const walls = family === 'walls' ? drawWalls(random, n, difficulty === 2 ? random.int(3, 5) : random.int(6, 9)) : drawWalls(random, n, 0);
    return { family, start, grid, ...walls };
  },
  solve,
  check,
  render(p, answer) {
    const [max, min] = (answer as { rows: string[][] }).rows[0]!;
    const n = p.grid.length;
    const { from, to } = cornerText[p.start];
    const walls =
      p.family === 'walls'
        ? 'Квадрат ограничен внешними стенами. Между соседними клетками квадрата также могут быть внутренние стены. Сквозь стену Робот пройти не может.'
        : 'При попытке выхода за границу квадрата Робот разрушается.';
    const vertical = p.start.startsWith('top') ? 'вниз' : 'вверх';
    const rule = p.family === 'no-two-downs' ? ` Робот не может выполнить команду ${vertical} два раза подряд.` : '';
    const text =
      `<p>Квадрат разлинован на ${n}×${n} клеток (${n} строк и ${n} столбцов). Исполнитель Робот может перемещаться по клеткам, выполняя за одно перемещение ${commandsText(p)}${rule} ${walls}</p>` +
      '<p>Перед каждым запуском Робота в каждой клетке квадрата лежит монета достоинством от 1 до 100. Посетив клетку, Робот забирает монету с собой; это также относится к начальной и конечной клетке маршрута Робота.</p>' +
      `<p>Определите максимальную и минимальную денежную сумму, которую может собрать Робот, пройдя из ${from} клетки в ${to}. В ответе укажите два числа — сначала максимальную сумму, затем минимальную.</p>` +
      `<p>Исходные данные представляют собой электронную таблицу размером ${n}×${n}, каждая ячейка которой соответствует клетке квадрата.${p.family === 'walls' ? ' Внутренние и внешние стены обозначены утолщёнными линиями.' : ''}</p>`;
    const steps =
      `<p>Динамическое программирование: лучшая сумма от клетки до конечной равна монете в клетке плюс лучшая из сумм соседних клеток, куда Робот может перейти${p.family === 'walls' ? ' (не через стену)' : ''}${p.family === 'no-two-downs' ? '; чтобы не сделать два вертикальных хода подряд, помним, был ли последний ход вертикальным' : ''}.</p>` +
      '<p>В электронной таблице это формулы вида <code>=МАКС(B1;A2)+A1</code>, протянутые по таблице от начальной клетки; у стен формула берёт только одного соседа.</p>' +
      `<p>Максимум: ${max}, минимум: ${min}.</p>`;
    const python = pythonOf(p);
    return { text, files: [{ name: '18.ods', content: fileOf(p) }], steps, python };
  },
};

function pythonOf(p: Params): string {
  const [sr, sc] = startCell(p);
  const moves = movesOf(p)
    .map(([dr, dc]) => `(${dr}, ${dc})`)
    .join(', ');
  return `import sys
import zipfile
import xml.etree.ElementTree as ET
from functools import lru_cache

sys.setrecursionlimit(10000)
TABLE = '{urn:oasis:names:tc:opendocument:xmlns:table:1.0}'
OFFICE = '{urn:oasis:names:tc:opendocument:xmlns:office:1.0}'
STYLE = '{urn:oasis:names:tc:opendocument:xmlns:style:1.0}'
FO = '{urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0}'

root = ET.fromstring(zipfile.ZipFile('18.ods').read('content.xml'))
# Стены — утолщённые границы ячеек: стиль ячейки с толстой правой или нижней границей.
thick = {}
for style in root.iter(STYLE + 'style'):
    props = style.find(STYLE + 'table-cell-properties')
    if props is not None:
        right = props.get(FO + 'border-right', 'none')
        bottom = props.get(FO + 'border-bottom', 'none')
        thick[style.get(STYLE + 'name')] = (right != 'none' and 'solid' in right, bottom != 'none' and 'solid' in bottom)
grid, walls = [], []
for row in next(root.iter(TABLE + 'table')).iter(TABLE + 'table-row'):
    cells = row.findall(TABLE + 'table-cell')
    grid.append([int(float(c.get(OFFICE + 'value'))) for c in cells])
    walls.append([thick.get(c.get(TABLE + 'style-name'), (False, False)) for c in cells])
n = len(grid)
finish = (${mirrored(p, sr)}, ${mirrored(p, sc)})

def blocked(r, c, dr, dc):
    if dc == 0:
        return walls[r][c][1] if dr > 0 else walls[r - 1][c][1]
    if dr == 0:
        return walls[r][c][0] if dc > 0 else walls[r][c - 1][0]
    return False

def best(pick):
    @lru_cache(maxsize=None)
    def go(r, c, last_down):
        if (r, c) == finish:
            return grid[r][c]
        options = []
        for dr, dc in [${moves}]:
            nr, nc = r + dr, c + dc
            down = dr != 0 and dc == 0
            if 0 <= nr < n and 0 <= nc < n and not blocked(r, c, dr, dc)${p.family === 'no-two-downs' ? ' and not (down and last_down)' : ''}:
                rest = go(nr, nc, down)
                if rest is not None:
                    options.append(rest)
        return grid[r][c] + pick(options) if options else None
    return go(${sr}, ${sc}, False)

print(best(max), best(min))
`;
}

/** The finish's row or column: the start's mirrored. */
const mirrored = (p: Params, x: number) => p.grid.length - 1 - x;
