import type { SeededRandom } from '../../seeded-random';
import { distanceToSegment, svgDocument, svgImageHtml, svgNumber, type Point } from '../../svg-picture';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 6: the executor Черепаха draws one or two closed figures; count the points with integer
 * coordinates inside a figure (with or without its line), inside the intersection or the union of two
 * figures, or on the lines. Four families (README `## 6`). `solve` traces the program into polygons
 * and counts by Pick's theorem where the vertices are integer and by ray casting otherwise; `check`
 * runs the program again through its own flat interpreter and tests every point by the winding angle
 * and the distance to the segments.
 */
type Cmd =
  | { op: 'fd' | 'bk'; n: number }
  | { op: 'rt' | 'lt'; deg: number }
  | { op: 'up' }
  | { op: 'down' }
  | { op: 'rep'; k: number; body: Cmd[] };

type Family = 'inside' | 'intersection' | 'union' | 'lines';

type Params = {
  family: Family;
  /** Whether points on the lines count (inside, intersection, union). */
  border: boolean;
  program: Cmd[];
};

const fd = (n: number): Cmd => ({ op: 'fd', n });
const bk = (n: number): Cmd => ({ op: 'bk', n });
const rt = (deg: number): Cmd => ({ op: 'rt', deg });
const lt = (deg: number): Cmd => ({ op: 'lt', deg });
const rep = (k: number, ...body: Cmd[]): Cmd => ({ op: 'rep', k, body });
const up: Cmd = { op: 'up' };
const down: Cmd = { op: 'down' };

function programText(cmds: Cmd[]): string {
  return cmds
    .map((c) => {
      switch (c.op) {
        case 'fd':
          return `Вперёд ${c.n}`;
        case 'bk':
          return `Назад ${c.n}`;
        case 'rt':
          return `Направо ${c.deg}`;
        case 'lt':
          return `Налево ${c.deg}`;
        case 'up':
          return 'Поднять хвост';
        case 'down':
          return 'Опустить хвост';
        case 'rep':
          return `Повтори ${c.k} [${programText(c.body)}]`;
      }
    })
    .join(' ');
}

/** The program as the statement shows it: a loop, a pen command or a run of moves and turns a line. */
function programLines(cmds: Cmd[]): string {
  const lines: Cmd[][] = [];
  let run: Cmd[] = [];
  for (const c of cmds) {
    if (c.op === 'rep' || c.op === 'up' || c.op === 'down') {
      if (run.length > 0) lines.push(run);
      lines.push([c]);
      run = [];
    } else run.push(c);
  }
  if (run.length > 0) lines.push(run);
  return lines.map(programText).join('\n');
}

/** Float noise from sin/cos snapped away, so axis-parallel and integer figures stay exact. */
const snap = (v: number) => (Math.abs(v - Math.round(v)) < 1e-9 ? Math.round(v) : v);
const samePoint = (a: Point, b: Point) => Math.abs(a.x - b.x) < 1e-7 && Math.abs(a.y - b.y) < 1e-7;

/**
 * Runs the program and returns its figures: each pen-down stretch is a closed polygon, cut at its
 * first return to the start (Повтори 7 [Вперёд 10 Направо 120] goes round more than once), or null
 * when a stretch does not close.
 */
function trace(cmds: Cmd[]): Point[][] | null {
  let pos: Point = { x: 0, y: 0 };
  let heading = 90;
  let drawing = true;
  let path: Point[] = [pos];
  const figures: Point[][] = [];
  let open = false;
  const flush = () => {
    if (path.length < 2) return;
    const back = path.findIndex((p, i) => i > 0 && samePoint(p, path[0]!));
    if (back < 0) open = true;
    else figures.push(path.slice(0, back + 1));
  };
  const run = (list: Cmd[]): void => {
    for (const c of list) {
      if (c.op === 'rep') for (let i = 0; i < c.k; i++) run(c.body);
      else if (c.op === 'rt') heading -= c.deg;
      else if (c.op === 'lt') heading += c.deg;
      else if (c.op === 'up') {
        if (drawing) flush();
        drawing = false;
      } else if (c.op === 'down') {
        drawing = true;
        path = [pos];
      } else if (c.op === 'fd' || c.op === 'bk') {
        const step = c.op === 'fd' ? c.n : -c.n;
        const a = (heading * Math.PI) / 180;
        pos = { x: snap(pos.x + step * Math.cos(a)), y: snap(pos.y + step * Math.sin(a)) };
        if (drawing) path.push(pos);
      }
    }
  };
  run(cmds);
  if (drawing) flush();
  return open ? null : figures;
}

const edgesOf = (poly: Point[]): [Point, Point][] => poly.slice(1).map((p, i) => [poly[i]!, p]);

function onSegment(p: Point, a: Point, b: Point): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (Math.abs(cross) > 1e-7) return false;
  return p.x >= Math.min(a.x, b.x) - 1e-9 && p.x <= Math.max(a.x, b.x) + 1e-9 && p.y >= Math.min(a.y, b.y) - 1e-9 && p.y <= Math.max(a.y, b.y) + 1e-9;
}

/** Even–odd ray casting, for points not on the boundary. */
function rayInside(p: Point, poly: Point[]): boolean {
  let inside = false;
  for (const [a, b] of edgesOf(poly)) if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  return inside;
}

type Box = { x0: number; x1: number; y0: number; y1: number };

function boxOf(figures: Point[][]): Box {
  const all = figures.flat();
  return {
    x0: Math.floor(Math.min(...all.map((p) => p.x))),
    x1: Math.ceil(Math.max(...all.map((p) => p.x))),
    y0: Math.floor(Math.min(...all.map((p) => p.y))),
    y1: Math.ceil(Math.max(...all.map((p) => p.y))),
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const isInteger = (poly: Point[]) => poly.every((p) => Number.isInteger(p.x) && Number.isInteger(p.y));

/** Pick's theorem for a simple polygon with integer vertices: points inside and on the boundary. */
function pick(poly: Point[]): { inside: number; boundary: number } {
  let twiceArea = 0;
  let boundary = 0;
  for (const [a, b] of edgesOf(poly)) {
    twiceArea += a.x * b.y - b.x * a.y;
    boundary += gcd(b.x - a.x, b.y - a.y);
  }
  return { inside: (Math.abs(twiceArea) - boundary + 2) / 2, boundary };
}

/** Whether an integer point lies so near a line without being on it that a drawing could mislead. */
function nearMiss(figures: Point[][], box: Box): boolean {
  const edges = figures.flatMap(edgesOf);
  if (figures.every(isInteger)) return false;
  for (let x = box.x0; x <= box.x1; x++) {
    for (let y = box.y0; y <= box.y1; y++) {
      for (const [a, b] of edges) {
        const d = distanceToSegment({ x, y }, a, b);
        if (d > 1e-7 && d < 0.03) return true;
      }
    }
  }
  return false;
}

type Survey = { q: Point; on: boolean[]; inside: boolean[] }[];

/** Every integer point of the figures' box: on which figures' lines it lies, and inside which (ray casting). */
function survey(figures: Point[][]): Survey {
  const box = boxOf(figures);
  const edges = figures.map(edgesOf);
  const out: Survey = [];
  for (let x = box.x0; x <= box.x1; x++) {
    for (let y = box.y0; y <= box.y1; y++) {
      const q = { x, y };
      const on = edges.map((list) => list.some(([a, b]) => onSegment(q, a, b)));
      out.push({ q, on, inside: figures.map((f, i) => !on[i]! && rayInside(q, f)) });
    }
  }
  return out;
}

/** Whether a surveyed point counts for the family. */
function counts(family: Family, border: boolean, { on, inside }: Survey[number]): boolean {
  const line = on.some(Boolean);
  if (family === 'lines') return line;
  if (family === 'union') return border ? on.some((o, i) => o || inside[i]) : !line && inside.some(Boolean);
  return border ? on.every((o, i) => o || inside[i]) : !line && inside.every(Boolean);
}

/** The figures a family needs: one for 'inside', two for the others (the lines family takes one or two). */
function figuresFit(p: Params, figures: Point[][]): boolean {
  if (p.family === 'inside') return figures.length === 1;
  if (p.family === 'lines') return figures.length >= 1;
  return figures.length === 2;
}

function solve(p: Params): GeneratedAnswer | null {
  const figures = trace(p.program);
  if (figures === null || !figuresFit(p, figures)) return null;
  if (nearMiss(figures, boxOf(figures))) return null;
  const only = figures[0]!;
  if (p.family === 'inside' && isInteger(only)) {
    const { inside, boundary } = pick(only);
    return inside > 0 ? fieldAnswer(p.border ? inside + boundary : inside) : null;
  }
  const points = survey(figures);
  const count = points.filter((point) => counts(p.family, p.border, point)).length;
  if (count === 0) return null;
  if (figures.length === 2) {
    // Two figures that do not overlap, or one inside the other, make the second figure pointless.
    const inBoth = points.filter((point) => counts('intersection', true, point)).length;
    const inOne = [0, 1].map((i) => points.filter(({ on, inside }) => on[i] || inside[i]).length);
    if (inBoth < 4 || inOne.includes(inBoth)) return null;
  }
  return fieldAnswer(count);
}

// ---- the checker: a flat interpreter and the winding angle ----

type Flat = { kind: 'move'; step: number } | { kind: 'turn'; deg: number } | { kind: 'pen'; down: boolean };

function flatten(cmds: Cmd[]): Flat[] {
  const out: Flat[] = [];
  for (const c of cmds) {
    if (c.op === 'rep') for (let i = 0; i < c.k; i++) out.push(...flatten(c.body));
    else if (c.op === 'fd' || c.op === 'bk') out.push({ kind: 'move', step: c.op === 'fd' ? c.n : -c.n });
    else if (c.op === 'rt' || c.op === 'lt') out.push({ kind: 'turn', deg: c.op === 'rt' ? -c.deg : c.deg });
    else out.push({ kind: 'pen', down: c.op === 'down' });
  }
  return out;
}

/** Heading in whole degrees 0…359 and a unit step from it; the drawn stretches as lists of points. */
function stretchesOf(cmds: Cmd[]): Point[][] {
  let heading = 90;
  let x = 0;
  let y = 0;
  let pen = true;
  const stretches: Point[][] = [[{ x, y }]];
  for (const f of flatten(cmds)) {
    if (f.kind === 'turn') heading = (((heading + f.deg) % 360) + 360) % 360;
    else if (f.kind === 'pen') {
      if (f.down && !pen) stretches.push([{ x, y }]);
      pen = f.down;
    } else {
      const rad = (heading / 180) * Math.PI;
      x = Math.round((x + f.step * Math.cos(rad)) * 1e9) / 1e9;
      y = Math.round((y + f.step * Math.sin(rad)) * 1e9) / 1e9;
      if (pen) stretches[stretches.length - 1]!.push({ x, y });
    }
  }
  return stretches.filter((s) => s.length > 1);
}

function windingInside(q: Point, poly: Point[]): boolean {
  let total = 0;
  for (let i = 0; i + 1 < poly.length; i++) {
    const a = Math.atan2(poly[i]!.y - q.y, poly[i]!.x - q.x);
    const b = Math.atan2(poly[i + 1]!.y - q.y, poly[i + 1]!.x - q.x);
    let d = b - a;
    while (d > Math.PI) d -= 2 * Math.PI;
    while (d < -Math.PI) d += 2 * Math.PI;
    total += d;
  }
  return Math.abs(total) > Math.PI;
}

function check(p: Params): GeneratedAnswer | null {
  const figures: Point[][] = [];
  for (const stretch of stretchesOf(p.program)) {
    const start = stretch[0]!;
    const back = stretch.findIndex((q, i) => i > 0 && Math.hypot(q.x - start.x, q.y - start.y) < 1e-6);
    if (back < 0) return null;
    figures.push(stretch.slice(0, back + 1));
  }
  const segments = figures.flatMap((f) => f.slice(1).map((q, i) => [f[i]!, q] as const));
  const xs = figures.flat().map((q) => q.x);
  const ys = figures.flat().map((q) => q.y);
  let count = 0;
  for (let x = Math.floor(Math.min(...xs)) - 1; x <= Math.ceil(Math.max(...xs)) + 1; x++) {
    for (let y = Math.floor(Math.min(...ys)) - 1; y <= Math.ceil(Math.max(...ys)) + 1; y++) {
      const q = { x, y };
      const on = figures.map((f) => f.slice(1).some((b, i) => distanceToSegment(q, f[i]!, b) < 1e-6));
      const online = segments.some(([a, b]) => distanceToSegment(q, a, b) < 1e-6);
      const closed = figures.map((f, i) => on[i]! || windingInside(q, f));
      const open = figures.map((f, i) => !on[i]! && windingInside(q, f));
      const hit =
        p.family === 'lines'
          ? online
          : p.family === 'union'
            ? p.border
              ? closed.some(Boolean)
              : !online && open.some(Boolean)
            : p.border
              ? closed.every(Boolean)
              : !online && open.every(Boolean);
      if (hit) count++;
    }
  }
  return count > 0 ? fieldAnswer(count) : null;
}

// ---- drawing the programs ----

type Shape = 'rect' | 'square' | 'lshape' | 'triangle' | 'hexagon' | 'parallelogram';

/** A closed figure's commands; `turn` makes it go round clockwise (Направо) or anticlockwise (Налево). */
function shapeCmds(random: SeededRandom, shape: Shape, min: number, max: number, retrace: boolean): Cmd[] {
  const right = random.next() < 0.7;
  const turn = (deg: number) => (right ? rt(deg) : lt(deg));
  const back = (deg: number) => (right ? lt(deg) : rt(deg));
  const a = random.int(min, max);
  const b = random.int(min, max);
  const extra = retrace ? random.int(0, 5) : 0;
  switch (shape) {
    case 'rect':
      return [rep(2 + extra, fd(a), turn(90), fd(b === a ? b + 1 : b), turn(90))];
    case 'square':
      return [rep(4 + extra, fd(a), turn(90))];
    case 'lshape': {
      // A W×H rectangle with a w×h corner cut off.
      const w = random.int(2, Math.max(2, Math.floor(b / 2)));
      const h = random.int(2, Math.max(2, Math.floor(a / 2)));
      const W = b + 2;
      const H = a + 2;
      return [fd(H), turn(90), fd(W - w), turn(90), fd(h), back(90), fd(w), turn(90), fd(H - h), turn(90), fd(W)];
    }
    case 'triangle':
      return [rep(3 + extra, fd(a), turn(120))];
    case 'hexagon':
      return [rep(6 + Math.min(extra, 2), fd(Math.ceil(a / 2)), turn(60))];
    case 'parallelogram': {
      const angle = random.pick([45, 60]);
      return [rep(2 + extra, fd(a), turn(angle), fd(b), turn(180 - angle))];
    }
  }
}

/** Pen up, a move to another corner, pen down; the turtle faces up again afterwards when it did. */
function moveCmds(random: SeededRandom, difficulty: Difficulty, spread: number): Cmd[] {
  const dy = random.int(1, spread);
  const dx = random.int(1, spread);
  if (difficulty === 1) return [up, fd(dy), rt(90), fd(dx), lt(90), down];
  const forward = random.next() < 0.5 ? fd(dy) : bk(dy);
  const side = random.next() < 0.5;
  return [up, forward, side ? rt(90) : lt(90), fd(dx), side ? lt(90) : rt(90), down];
}

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick(['inside', 'intersection', 'union', 'lines'] as const);
  const border = random.next() < 0.5;
  const [min, max] = difficulty === 1 ? [4, 14] : difficulty === 2 ? [7, 24] : [10, 36];
  const retrace = difficulty > 1;
  if (family === 'inside') {
    const shape: Shape =
      difficulty === 1 ? random.pick(['rect', 'square'] as const) : difficulty === 2 ? random.pick(['rect', 'square', 'lshape'] as const) : random.pick(['triangle', 'hexagon', 'parallelogram', 'lshape'] as const);
    return { family, border, program: shapeCmds(random, shape, min, max, retrace) };
  }
  const firstShape: Shape = difficulty === 1 ? 'rect' : random.pick(['rect', 'rect', 'square', 'lshape'] as const);
  const secondShape: Shape = difficulty === 3 ? random.pick(['rect', 'triangle', 'parallelogram'] as const) : random.pick(['rect', 'square'] as const);
  const first = shapeCmds(random, firstShape, min, max, retrace);
  const figures = trace(first);
  if (figures === null || figures.length !== 1) return null;
  // The turtle may end the first figure facing down after an odd number of rounds: the move is written from where it stands.
  const spread = Math.max(2, Math.floor(max * 0.6));
  return { family, border, program: [...first, ...moveCmds(random, difficulty, spread), ...shapeCmds(random, secondShape, min, max, retrace)] };
}

// ---- rendering ----

const intro =
  '<p>Исполнитель Черепаха действует на плоскости с декартовой системой координат. В начальный момент Черепаха находится ' +
  'в начале координат, её голова направлена вдоль положительного направления оси ординат, хвост опущен. При опущенном хвосте ' +
  'Черепаха оставляет на поле след в виде линии. В каждый конкретный момент известно положение исполнителя и направление его движения.</p>' +
  '<p>У исполнителя существует шесть команд: Поднять хвост, означающая переход к перемещению без рисования; Опустить хвост, ' +
  'означающая переход в режим рисования; Вперёд n (где n — целое число), вызывающая передвижение Черепахи на n единиц в том ' +
  'направлении, куда указывает её голова; Назад n (где n — целое число), вызывающая передвижение в противоположном голове направлении; ' +
  'Направо m (где m — целое число), вызывающая изменение направления движения на m градусов по часовой стрелке; ' +
  'Налево m (где m — целое число), вызывающая изменение направления движения на m градусов против часовой стрелки.</p>' +
  '<p>Запись Повтори k [Команда1 Команда2 … КомандаS] означает, что последовательность из S команд повторится k раз.</p>';

function questionText(p: Params): string {
  switch (p.family) {
    case 'inside':
      return p.border
        ? 'Определите, сколько точек с целочисленными координатами будут находиться внутри области, ограниченной линией, заданной данным алгоритмом, включая точки на линии.'
        : 'Определите, сколько точек с целочисленными координатами будут находиться внутри области, ограниченной линией, заданной данным алгоритмом. Точки на линии учитывать не следует.';
    case 'intersection':
      return p.border
        ? 'Определите, сколько точек с целочисленными координатами находятся внутри пересечения фигур, ограниченных заданными алгоритмом линиями, включая точки на границах этого пересечения.'
        : 'Определите, сколько точек с целочисленными координатами находятся внутри пересечения фигур, ограниченных заданными алгоритмом линиями. Точки, лежащие на линиях, учитывать не следует.';
    case 'union':
      return p.border
        ? 'Определите, сколько точек с целочисленными координатами находятся внутри объединения фигур, ограниченных заданными алгоритмом линиями, включая точки на линиях.'
        : 'Определите, сколько точек с целочисленными координатами находятся внутри объединения фигур, ограниченных заданными алгоритмом линиями. Точки, лежащие на линиях, учитывать не следует.';
    case 'lines':
      return 'Определите, сколько точек с целочисленными координатами лежат на линиях, нарисованных Черепахой при выполнении данного алгоритма.';
  }
}

/** The figures on a grid, with the counted points marked where they are few enough to see. */
function pictureOf(figures: Point[][], counted: Point[]): { html: string } {
  const box = boxOf([...figures, [{ x: 0, y: 0 }]]);
  const spanX = box.x1 - box.x0 + 2;
  const spanY = box.y1 - box.y0 + 2;
  const scale = Math.max(6, Math.min(24, Math.floor(460 / Math.max(spanX, spanY))));
  const width = spanX * scale;
  const height = spanY * scale;
  const X = (x: number) => svgNumber((x - box.x0 + 1) * scale);
  const Y = (y: number) => svgNumber((box.y1 + 1 - y) * scale);
  const grid: string[] = [];
  if (scale >= 8) {
    for (let x = box.x0 - 1; x <= box.x1 + 1; x++) grid.push(`<line x1="${X(x)}" y1="0" x2="${X(x)}" y2="${height}" stroke="#e4e4e4" stroke-width="1"/>`);
    for (let y = box.y0 - 1; y <= box.y1 + 1; y++) grid.push(`<line x1="0" y1="${Y(y)}" x2="${width}" y2="${Y(y)}" stroke="#e4e4e4" stroke-width="1"/>`);
  }
  const axes = `<line x1="${X(0)}" y1="0" x2="${X(0)}" y2="${height}" stroke="#888888" stroke-width="1.5"/><line x1="0" y1="${Y(0)}" x2="${width}" y2="${Y(0)}" stroke="#888888" stroke-width="1.5"/>`;
  const colours = ['#1c5fb8', '#c0392b'];
  const shapes = figures
    .map((f, i) => `<polygon points="${f.map((q) => `${X(q.x)},${Y(q.y)}`).join(' ')}" fill="${colours[i % 2]}" fill-opacity="0.08" stroke="${colours[i % 2]}" stroke-width="2"/>`)
    .join('');
  const dots = counted.length <= 700 ? counted.map((q) => `<circle cx="${X(q.x)}" cy="${Y(q.y)}" r="${scale >= 12 ? 2.5 : 1.6}" fill="#111111"/>`).join('') : '';
  const svg = svgDocument(width, height, grid.join('') + axes + shapes + dots);
  const alt = `Рисунок: ${figures.length === 1 ? 'фигура, нарисованная' : 'фигуры, нарисованные'} Черепахой, на координатной сетке${dots ? '; посчитанные точки отмечены' : ''}`;
  return { html: `<p>${svgImageHtml(svg, alt, width, height)}</p>` };
}

/** A coordinate as Russian text: a decimal comma and a true minus sign. */
const coordinate = (v: number) => svgNumber(v).replace('.', ',').replace('-', '−');

/** '91 точку', as the object of «получаем». */
const pointsN = (n: number) => `${n} ${pluralRu(n, ['точку', 'точки', 'точек'])}`;

function stepsHtml(p: Params, answer: string): string {
  const figures = trace(p.program)!;
  const counted = survey(figures).filter((point) => counts(p.family, p.border, point)).map(({ q }) => q);
  const parts: string[] = [];
  const vertices = (f: Point[]) =>
    f
      .slice(0, -1)
      .map((q) => `(${coordinate(q.x)}; ${coordinate(q.y)})`)
      .join(', ');
  parts.push(
    `<p>Выполним алгоритм на плоскости: ${figures.length === 1 ? 'Черепаха рисует многоугольник' : 'Черепаха рисует два многоугольника'}. ` +
      'Если цикл повторяется больше раз, чем нужно, чтобы вернуться в начало фигуры, лишние повторения идут по уже нарисованной линии и фигуру не меняют.</p>',
  );
  figures.forEach((f, i) => {
    const exact = isInteger(f);
    parts.push(`<p>${figures.length > 1 ? `Фигура ${i + 1}` : 'Фигура'}: вершины ${vertices(f)}${exact ? '' : ' (округлённо)'}.</p>`);
  });
  const only = figures[0]!;
  if (p.family === 'inside' && isInteger(only)) {
    const { inside, boundary } = pick(only);
    const area = (inside + boundary / 2 - 1);
    parts.push(
      `<p>Вершины целые, поэтому удобна формула Пика: S = В + Г/2 − 1, где В — число целых точек внутри, Г — на границе. ` +
        `Площадь S = ${coordinate(area)}, на границе Г = ${boundary} (на каждой стороне — НОД сдвигов по x и y). ` +
        `Внутри: В = S − Г/2 + 1 = ${inside}.${p.border ? ` С точками на линии: ${inside} + ${boundary} = ${answer}.` : ''}</p>`,
    );
  } else {
    const rule =
      p.family === 'lines'
        ? 'лежит ли она на одном из отрезков'
        : p.family === 'inside'
          ? p.border
            ? 'лежит ли она внутри фигуры или на её линии'
            : 'лежит ли она строго внутри фигуры, не на линии'
          : p.family === 'intersection'
            ? p.border
              ? 'лежит ли она в обеих фигурах (внутри или на границе)'
              : 'лежит ли она строго внутри обеих фигур, не на линиях'
            : p.border
              ? 'лежит ли она хотя бы в одной фигуре (внутри или на линии)'
              : 'лежит ли она внутри хотя бы одной фигуры и не на линиях';
    parts.push(
      `<p>Перебираем целые точки прямоугольника, в котором лежат фигуры, и для каждой проверяем, ${rule}. ` +
        'Принадлежность многоугольнику проверяем лучом: точка внутри, если горизонтальный луч из неё пересекает стороны нечётное число раз; ' +
        `точка на отрезке — если векторное произведение равно нулю и точка между концами. Получаем ${pointsN(Number(answer))}.</p>`,
    );
  }
  parts.push(pictureOf(figures, counted).html);
  return parts.join('');
}

function python(p: Params): string {
  const rule =
    p.family === 'lines'
      ? 'online'
      : p.family === 'union'
        ? p.border
          ? 'any(o or i for o, i in zip(on, ins))'
          : 'not online and any(i and not o for o, i in zip(on, ins))'
        : p.border
          ? 'all(o or i for o, i in zip(on, ins))'
          : 'not online and all(i and not o for o, i in zip(on, ins))';
  return `from math import cos, sin, radians, floor, ceil

PROGRAM = '${programText(p.program)}'
tokens = PROGRAM.replace('[', ' [ ').replace(']', ' ] ').split()


def parse(i):
    cmds = []
    while i < len(tokens) and tokens[i] != ']':
        if tokens[i] == 'Повтори':
            k = int(tokens[i + 1])
            body, i = parse(i + 3)
            cmds.append(('Повтори', k, body))
            i += 1
        else:
            cmds.append((tokens[i], tokens[i + 1]))
            i += 2
    return cmds, i


x = y = 0.0
heading = 90
pen = True
path = [(x, y)]
figures = []


def close_path():
    # Фигура кончается там, где линия впервые вернулась в начало: дальше цикл идёт по уже нарисованному.
    for i in range(1, len(path)):
        if abs(path[i][0] - path[0][0]) < 1e-7 and abs(path[i][1] - path[0][1]) < 1e-7:
            figures.append(path[:i + 1])
            return


def run(cmds):
    global x, y, heading, pen, path
    for c in cmds:
        if c[0] == 'Повтори':
            for _ in range(c[1]):
                run(c[2])
        elif c[0] == 'Направо':
            heading -= int(c[1])
        elif c[0] == 'Налево':
            heading += int(c[1])
        elif c == ('Поднять', 'хвост'):
            if pen:
                close_path()
            pen = False
        elif c == ('Опустить', 'хвост'):
            pen = True
            path = [(x, y)]
        else:
            step = int(c[1]) if c[0] == 'Вперёд' else -int(c[1])
            x = round(x + step * cos(radians(heading)), 9)
            y = round(y + step * sin(radians(heading)), 9)
            if pen:
                path.append((x, y))


def on_segment(px, py, a, b):
    cross = (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0])
    return abs(cross) < 1e-7 and min(a[0], b[0]) - 1e-9 <= px <= max(a[0], b[0]) + 1e-9 and min(a[1], b[1]) - 1e-9 <= py <= max(a[1], b[1]) + 1e-9


def inside(px, py, poly):
    result = False
    for a, b in zip(poly, poly[1:]):
        if (a[1] > py) != (b[1] > py) and px < (b[0] - a[0]) * (py - a[1]) / (b[1] - a[1]) + a[0]:
            result = not result
    return result


run(parse(0)[0])
if pen:
    close_path()
xs = [q[0] for f in figures for q in f]
ys = [q[1] for f in figures for q in f]
count = 0
for px in range(floor(min(xs)), ceil(max(xs)) + 1):
    for py in range(floor(min(ys)), ceil(max(ys)) + 1):
        on = [any(on_segment(px, py, a, b) for a, b in zip(f, f[1:])) for f in figures]
        ins = [inside(px, py, f) for f in figures]
        online = any(on)
        if ${rule}:
            count += 1
print(count)
`;
}

export const type06Generator: TaskGenerator<Params> = {
  type: 6,
  // 2: «Получаем 91 точку» (version 1 said «точка»).
  version: 2,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = answer.kind === 'field' ? answer.value : '';
    const text = `${intro}<p>Черепахе был дан для исполнения следующий алгоритм:</p><pre><code>${programLines(p.program)}</code></pre><p>${questionText(p)}</p>`;
    return { text, files: [], steps: stepsHtml(p, value), python: python(p) };
  },
};

export const type06Internals = { trace, programText, fd, rt, rep, up, down, lt };
