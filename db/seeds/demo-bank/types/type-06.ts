/**
 * Type 6: the Turtle (Черепаха) draws closed figures; count integer points inside. The program is
 * data: it is printed into the text and executed by `solve()`, which traces the drawn polygons and
 * tests every integer point of the bounding box.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

// One member per op, so a check of `op` narrows to exactly one shape.
type Cmd =
  | { op: 'fd'; n: number }
  | { op: 'bk'; n: number }
  | { op: 'rt'; deg: number }
  | { op: 'lt'; deg: number }
  | { op: 'up' }
  | { op: 'down' }
  | { op: 'rep'; k: number; body: Cmd[] };

const fd = (n: number): Cmd => ({ op: 'fd', n });
const rt = (deg: number): Cmd => ({ op: 'rt', deg });
const lt = (deg: number): Cmd => ({ op: 'lt', deg });
const rep = (k: number, ...body: Cmd[]): Cmd => ({ op: 'rep', k, body });
const up: Cmd = { op: 'up' };
const down: Cmd = { op: 'down' };

function render(cmds: Cmd[]): string {
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
          return `Повтори ${c.k} [${render(c.body)}]`;
      }
    })
    .join(' ');
}

type Pt = { x: number; y: number };
type Segment = [Pt, Pt];

/** Snap float noise from sin/cos to integers so axis-parallel figures stay exact. */
const snap = (v: number) => (Math.abs(v - Math.round(v)) < 1e-9 ? Math.round(v) : v);

/** Runs the program; returns the drawn segments and the figures (closed polygons) they form. */
function trace(cmds: Cmd[]): { segments: Segment[]; figures: Pt[][] } {
  let pos: Pt = { x: 0, y: 0 };
  let heading = 90; // degrees from the x axis: along +y
  let drawing = true;
  const segments: Segment[] = [];
  const figures: Pt[][] = [];
  let current: Pt[] = [pos];
  const same = (a: Pt, b: Pt) => Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;
  const flush = () => {
    if (current.length > 1) {
      // A loop may go round its figure more than once (Повтори 7 [Вперёд 12 Направо 120]): the
      // figure is the path up to its first return to the start; the rest only retraces it.
      const start = current[0] as Pt;
      const back = current.findIndex((p, i) => i > 0 && same(p, start));
      if (back < 0) throw new Error('type 6: a figure is not closed');
      const figure = current.slice(0, back + 1);
      const rest = current.slice(back);
      const figureEdges = edges(figure);
      if (!rest.every((p) => figureEdges.some((e) => onSegment(p, e)))) throw new Error('type 6: a figure goes on past its closing point');
      figures.push(figure);
    }
    current = [pos];
  };
  const run = (list: Cmd[]): void => {
    for (const c of list) {
      if (c.op === 'rep') for (let i = 0; i < c.k; i++) run(c.body);
      else if (c.op === 'rt') heading -= c.deg;
      else if (c.op === 'lt') heading += c.deg;
      else if (c.op === 'up') {
        flush();
        drawing = false;
      } else if (c.op === 'down') {
        drawing = true;
        current = [pos];
      } else {
        const step = c.op === 'fd' ? c.n : -c.n;
        const a = (heading * Math.PI) / 180;
        const next = { x: snap(pos.x + step * Math.cos(a)), y: snap(pos.y + step * Math.sin(a)) };
        if (drawing) {
          segments.push([pos, next]);
          current.push(next);
        }
        pos = next;
      }
    }
  };
  run(cmds);
  if (drawing) flush();
  return { segments, figures };
}

const EPS = 1e-9;

function onSegment(p: Pt, [a, b]: Segment): boolean {
  const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  if (Math.abs(cross) > EPS) return false;
  return p.x >= Math.min(a.x, b.x) - EPS && p.x <= Math.max(a.x, b.x) + EPS && p.y >= Math.min(a.y, b.y) - EPS && p.y <= Math.max(a.y, b.y) + EPS;
}

/** Even–odd ray casting; call only for points not on the boundary. */
function strictlyInside(p: Pt, poly: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Pt;
    const b = poly[j] as Pt;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function edges(poly: Pt[]): Segment[] {
  return poly.slice(1).map((p, i) => [poly[i] as Pt, p]);
}

const inOrOn = (p: Pt, poly: Pt[]) => edges(poly).some((s) => onSegment(p, s)) || strictlyInside(p, poly);

type Query = 'inside' | 'inside-or-on' | 'intersection-with-border' | 'union-off-lines';

function count(cmds: Cmd[], query: Query): number {
  const { segments, figures } = trace(cmds);
  const xs = segments.flatMap(([a, b]) => [a.x, b.x]);
  const ys = segments.flatMap(([a, b]) => [a.y, b.y]);
  const onLine = (p: Pt) => segments.some((s) => onSegment(p, s));
  let n = 0;
  for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
    for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++) {
      const p = { x, y };
      const hit =
        query === 'inside'
          ? !onLine(p) && strictlyInside(p, figures[0] ?? [])
          : query === 'inside-or-on'
            ? inOrOn(p, figures[0] ?? [])
            : query === 'intersection-with-border'
              ? figures.every((f) => inOrOn(p, f))
              : !onLine(p) && figures.some((f) => strictlyInside(p, f));
      if (hit) n++;
    }
  }
  return n;
}

const INTRO =
  '<p>Исполнитель Черепаха действует на плоскости с декартовой системой координат. В начальный момент Черепаха находится ' +
  'в начале координат, её голова направлена вдоль положительного направления оси ординат, хвост опущен. При опущенном хвосте ' +
  'Черепаха оставляет на поле след в виде линии. В каждый конкретный момент известно положение исполнителя и направление его движения.</p>' +
  '<p>У исполнителя существует шесть команд: Поднять хвост, означающая переход к перемещению без рисования; Опустить хвост, ' +
  'означающая переход в режим рисования; Вперёд n (где n — целое число), вызывающая передвижение Черепахи на n единиц в том ' +
  'направлении, куда указывает её голова; Назад n, вызывающая передвижение в противоположном голове направлении; Направо m ' +
  '(где m — целое число), вызывающая изменение направления движения на m градусов по часовой стрелке; Налево m — против часовой стрелки.</p>' +
  '<p>Запись Повтори k [Команда1 Команда2 … КомандаS] означает, что последовательность из S команд повторится k раз.</p>';

const QUESTIONS: Record<Query, string> = {
  inside: 'Определите, сколько точек с целыми координатами будут находиться внутри области, ограниченной линией, заданной этим алгоритмом. Точки на линии учитывать не следует.',
  'inside-or-on': 'Определите, сколько точек с целыми координатами будут находиться внутри области, ограниченной линией, заданной этим алгоритмом, включая точки на самой линии.',
  'intersection-with-border':
    'Определите, сколько точек с целыми координатами находятся внутри пересечения фигур, ограниченных заданными алгоритмом линиями, включая точки на границах этого пересечения.',
  'union-off-lines':
    'Определите, сколько точек с целыми координатами находятся внутри объединения фигур, ограниченных заданными алгоритмом линиями. Точки, лежащие на линиях, учитывать не следует.',
};

function makeTask(key: string, difficulty: 1 | 2 | 3, program: Cmd[], query: Query, answer: string): DemoTask {
  return {
    key,
    type: 6,
    difficulty,
    text: `${INTRO}<p>Черепахе был дан для исполнения следующий алгоритм:</p><pre><code>${render(program)}</code></pre><p>${QUESTIONS[query]}</p>`,
    answer: field(answer),
    solve: () => field(count(program, query)),
  };
}

export const type06Tasks: DemoTask[] = [
  makeTask('t06-1', 1, [rep(2, fd(12), rt(90), fd(7), rt(90))], 'inside', '66'),
  makeTask('t06-2', 2, [rep(7, fd(12), rt(120))], 'inside', '56'),
  makeTask('t06-3', 2, [rep(4, fd(4), rt(90), fd(4), lt(90), fd(4), rt(90))], 'inside-or-on', '105'),
  makeTask(
    't06-4',
    3,
    [rep(2, fd(10), rt(90), fd(16), rt(90)), up, fd(4), rt(90), fd(6), lt(90), down, rep(2, fd(12), rt(90), fd(8), rt(90))],
    'intersection-with-border',
    '63',
  ),
  makeTask('t06-5', 3, [rep(2, fd(9), rt(90), fd(14), rt(90)), up, fd(5), rt(90), fd(4), lt(90), down, rep(2, fd(11), rt(90), fd(6), rt(90))], 'union-off-lines', '121'),
];
