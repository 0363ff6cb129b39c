import type { SeededRandom } from '../../seeded-random';
import { escapeHtml } from '../../html-text';
import { distanceToSegment, segmentsCross, svgDocument, svgImageHtml, svgNumber, type Point } from '../../svg-picture';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 1: a road scheme drawn as a graph with lettered points, beside a table of road lengths between
 * numbered points П1…Пn; the two are numbered independently. Four question families (README `## 1`).
 * `solve` reasons as a student does: colour refinement of both graphs at once (degrees, then the
 * degrees of the neighbours, and so on) tells which number a letter is, or which group of numbers a
 * group of letters is; it answers only what that reasoning settles. `check` tries every bijection of
 * letters to numbers that keeps the roads and demands one answer under all of them.
 */
type Edge = [number, number];
type Question =
  | { family: 'road'; edge: Edge }
  | { family: 'sum'; op: '+' | '-'; edges: [Edge, Edge] }
  | { family: 'numbers'; points: number[] }
  | { family: 'path'; from: number; to: number };

type Params = {
  /** The letter of each vertex of the picture. */
  letters: string[];
  positions: Point[];
  width: number;
  height: number;
  /** Roads between vertices of the picture, each [a, b] with a < b. */
  edges: Edge[];
  /** The road lengths, one per edge. */
  lengths: number[];
  /** Each vertex's row of the table (0-based), hidden from the student and never read by solve. */
  order: number[];
  question: Question;
};

type Table = (number | null)[][];

const allLetters = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'К', 'Л'];

function tableOf(p: Params): Table {
  const n = p.letters.length;
  const table: Table = Array.from({ length: n }, () => Array<number | null>(n).fill(null));
  p.edges.forEach(([a, b], k) => {
    table[p.order[a]!]![p.order[b]!] = p.lengths[k]!;
    table[p.order[b]!]![p.order[a]!] = p.lengths[k]!;
  });
  return table;
}

function adjacencyOf(n: number, edges: Edge[]): boolean[][] {
  const adjacent = Array.from({ length: n }, () => Array<boolean>(n).fill(false));
  for (const [a, b] of edges) adjacent[a]![b] = adjacent[b]![a] = true;
  return adjacent;
}

/**
 * Colour refinement of the picture's graph (vertices 0…n−1) and the table's (n…2n−1) together:
 * round 0 colours by degree, each next round by the colour and the multiset of the neighbours'
 * colours, until the partition stops splitting. An isomorphism keeps every round's colours.
 */
function refine(adjacent: boolean[][], table: Table): number[][] {
  const n = adjacent.length;
  const neighbours: number[][] = [];
  for (let v = 0; v < n; v++) neighbours.push(adjacent[v]!.flatMap((on, u) => (on ? [u] : [])));
  for (let i = 0; i < n; i++) neighbours.push(table[i]!.flatMap((len, j) => (len !== null ? [n + j] : [])));
  const rounds = [neighbours.map((list) => list.length)];
  for (;;) {
    const colours = rounds[rounds.length - 1]!;
    const signatures = neighbours.map((list, v) => `${colours[v]}|${list.map((u) => colours[u]!).sort((a, b) => a - b).join(',')}`);
    const distinct = [...new Set(signatures)].sort();
    const next = signatures.map((s) => distinct.indexOf(s));
    if (distinct.length === new Set(colours).size) return rounds;
    rounds.push(next);
  }
}

/** What the reasoning settles: the value, the round of refinement it needs, and whether it works on groups of look-alike points. */
type Reasoned = { value: number | string; round: number; symmetric: boolean };

type Analysis = { n: number; adjacent: boolean[][]; table: Table; rounds: number[][]; distance: number[][] };

function analyse(p: Params): Analysis {
  const table = tableOf(p);
  const n = p.letters.length;
  return { n, adjacent: adjacencyOf(n, p.edges), table, rounds: refine(adjacencyOf(n, p.edges), table), distance: distancesOf(table) };
}

/** Floyd–Warshall over the table. */
function distancesOf(table: Table): number[][] {
  const n = table.length;
  const d = table.map((row, i) => row.map((len, j) => (i === j ? 0 : (len ?? Infinity))));
  for (let k = 0; k < n; k++) for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d[i]![j] = Math.min(d[i]![j]!, d[i]![k]! + d[k]![j]!);
  return d;
}

/** The letters and the table numbers of a colour class. */
function classOf(a: Analysis, colours: number[], colour: number): { points: number[]; numbers: number[] } {
  const points: number[] = [];
  const numbers: number[] = [];
  colours.forEach((c, v) => {
    if (c !== colour) return;
    if (v < a.n) points.push(v);
    else numbers.push(v - a.n);
  });
  return { points, numbers };
}

/**
 * The total length of the asked roads, when refinement settles it: the asked roads between two
 * classes must be all the table's roads between those classes (then any matching maps them onto
 * exactly those). One road between two single points is the plain case.
 */
function roadsTotal(a: Analysis, colours: number[], asked: Edge[]): { value: number; symmetric: boolean } | null {
  const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);
  const groups = new Map<string, number>();
  for (const [u, v] of asked) groups.set(key(colours[u]!, colours[v]!), (groups.get(key(colours[u]!, colours[v]!)) ?? 0) + 1);
  let value = 0;
  for (const [group, count] of groups) {
    let found = 0;
    for (let i = 0; i < a.n; i++) {
      for (let j = i + 1; j < a.n; j++) {
        const len = a.table[i]![j]!;
        if (len !== null && key(colours[a.n + i]!, colours[a.n + j]!) === group) {
          found++;
          value += len;
        }
      }
    }
    if (found !== count) return null;
  }
  const symmetric = asked.some(([u, v]) => classOf(a, colours, colours[u]!).points.length > 1 || classOf(a, colours, colours[v]!).points.length > 1);
  return { value, symmetric };
}

/** The question's answer at one round of refinement, or null when that round does not settle it. */
function reasonAt(a: Analysis, colours: number[], q: Question): { value: number | string; symmetric: boolean } | null {
  switch (q.family) {
    case 'road':
      return roadsTotal(a, colours, [q.edge]);
    case 'sum': {
      if (q.op === '+') return roadsTotal(a, colours, q.edges);
      const first = roadsTotal(a, colours, [q.edges[0]]);
      const second = roadsTotal(a, colours, [q.edges[1]]);
      if (first === null || second === null || first.value <= second.value) return null;
      return { value: first.value - second.value, symmetric: first.symmetric || second.symmetric };
    }
    case 'numbers': {
      // The asked letters must make up whole classes: then their numbers are those classes' numbers.
      const numbers: number[] = [];
      let symmetric = false;
      for (const colour of new Set(q.points.map((v) => colours[v]!))) {
        const group = classOf(a, colours, colour);
        if (!group.points.every((v) => q.points.includes(v))) return null;
        symmetric ||= group.points.length > 1;
        numbers.push(...group.numbers);
      }
      return { value: numbers.sort((x, y) => x - y).map((x) => x + 1).join(''), symmetric };
    }
    case 'path': {
      const from = classOf(a, colours, colours[q.from]!);
      const to = classOf(a, colours, colours[q.to]!);
      if (from.points.length === 1 && to.points.length === 1) return { value: a.distance[from.numbers[0]!]![to.numbers[0]!]!, symmetric: false };
      // Two look-alike points that make a class of their own: the distance between them is symmetric.
      if (colours[q.from] === colours[q.to] && from.points.length === 2) return { value: a.distance[from.numbers[0]!]![from.numbers[1]!]!, symmetric: true };
      return null;
    }
  }
}

function reason(a: Analysis, q: Question): Reasoned | null {
  for (const [round, colours] of a.rounds.entries()) {
    const found = reasonAt(a, colours, q);
    if (found !== null) return { ...found, round };
  }
  return null;
}

const levelOf = (r: Reasoned): Difficulty => (r.symmetric || r.round >= 2 ? 3 : r.round === 1 ? 2 : 1);

function solve(p: Params): GeneratedAnswer | null {
  const found = reason(analyse(p), p.question);
  return found === null || (typeof found.value === 'number' && !Number.isFinite(found.value)) ? null : fieldAnswer(found.value);
}

/** The checker: every bijection of letters to table rows that keeps the roads; the answer must be one. */
function check(p: Params): GeneratedAnswer | null {
  const table = tableOf(p);
  const n = p.letters.length;
  const adjacent = adjacencyOf(n, p.edges);
  const distance = distancesOf(table);
  const q = p.question;
  const answers = new Set<string>();
  const row: number[] = [];
  const used = Array<boolean>(n).fill(false);
  const len = (e: Edge) => table[row[e[0]]!]![row[e[1]]!] ?? NaN;
  const place = (v: number): void => {
    if (v === n) {
      const value =
        q.family === 'road'
          ? len(q.edge)
          : q.family === 'sum'
            ? q.op === '+'
              ? len(q.edges[0]) + len(q.edges[1])
              : len(q.edges[0]) - len(q.edges[1])
            : q.family === 'numbers'
              ? q.points.map((x) => row[x]! + 1).sort((x, y) => x - y).join('')
              : distance[row[q.from]!]![row[q.to]!]!;
      answers.add(String(value));
      return;
    }
    for (let r = 0; r < n; r++) {
      if (used[r]) continue;
      let keeps = true;
      for (let u = 0; u < v && keeps; u++) keeps = adjacent[v]![u] === (table[r]![row[u]!] !== null);
      if (!keeps) continue;
      used[r] = true;
      row[v] = r;
      place(v + 1);
      used[r] = false;
    }
  };
  place(0);
  if (answers.size !== 1) return null;
  const [value] = [...answers];
  if (q.family === 'sum' && q.op === '-' && Number(value) <= 0) return null;
  return value === 'NaN' || value === 'Infinity' ? null : fieldAnswer(value!);
}

// ---- drawing ----

const columns = 4;
const rows = 3;
const stepX = 110;
const stepY = 100;
const margin = 40;
const radius = 15;

function angleBetween(at: Point, a: Point, b: Point): number {
  const a1 = Math.atan2(a.y - at.y, a.x - at.x);
  const a2 = Math.atan2(b.y - at.y, b.x - at.x);
  const d = Math.abs(a1 - a2) % (2 * Math.PI);
  return Math.min(d, 2 * Math.PI - d);
}

/** Whether the road u–v may be drawn beside the others: no crossing, clear of other points, no sharp angles. */
function fits(positions: Point[], edges: Edge[], u: number, v: number): boolean {
  const a = positions[u]!;
  const b = positions[v]!;
  for (const [w, p] of positions.entries()) if (w !== u && w !== v && distanceToSegment(p, a, b) < 2 * radius) return false;
  for (const [x, y] of edges) {
    if (x === u || x === v || y === u || y === v) {
      const at = x === u || y === u ? u : v;
      const other = at === u ? v : u;
      const far = x === at ? y : x;
      if (angleBetween(positions[at]!, positions[other]!, positions[far]!) < (25 * Math.PI) / 180) return false;
    } else if (segmentsCross(a, b, positions[x]!, positions[y]!)) return false;
  }
  return true;
}

function connected(n: number, edges: Edge[]): boolean {
  const seen = new Set([0]);
  const stack = [0];
  while (stack.length > 0) {
    const v = stack.pop()!;
    for (const [a, b] of edges) {
      const u = a === v ? b : b === v ? a : -1;
      if (u >= 0 && !seen.has(u)) {
        seen.add(u);
        stack.push(u);
      }
    }
  }
  return seen.size === n;
}

/** Points on a jittered 4×3 grid and straight roads that neither cross nor pass by another point. */
function drawGraph(random: SeededRandom, n: number, target: number, maxDegree: number): { positions: Point[]; edges: Edge[] } | null {
  const slots = random.shuffle(Array.from({ length: columns * rows }, (_, i) => i)).slice(0, n);
  const positions = slots.map((s) => ({ x: margin + (s % columns) * stepX + random.int(-18, 18), y: margin + Math.floor(s / columns) * stepY + random.int(-18, 18) }));
  const candidates: { edge: Edge; key: number }[] = [];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const length = Math.hypot(positions[a]!.x - positions[b]!.x, positions[a]!.y - positions[b]!.y);
      if (length <= 250) candidates.push({ edge: [a, b], key: length * (0.6 + 0.8 * random.next()) });
    }
  }
  candidates.sort((x, y) => x.key - y.key);
  const edges: Edge[] = [];
  const degree = Array<number>(n).fill(0);
  for (const { edge } of candidates) {
    if (edges.length === target) break;
    const [a, b] = edge;
    if (degree[a]! >= maxDegree || degree[b]! >= maxDegree || !fits(positions, edges, a, b)) continue;
    edges.push(edge);
    degree[a]!++;
    degree[b]!++;
  }
  if (edges.length < target || degree.some((d) => d === 0) || !connected(n, edges)) return null;
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return { positions, edges };
}

function candidatesOf(p: Omit<Params, 'question'>, family: Question['family'], random: SeededRandom): Question[] {
  const n = p.letters.length;
  const list: Question[] = [];
  if (family === 'road') for (const edge of p.edges) list.push({ family, edge });
  if (family === 'sum') {
    const op = random.pick(['+', '-'] as const);
    for (const e of p.edges) for (const f of p.edges) if (e !== f && (op === '-' || e[0] < f[0] || (e[0] === f[0] && e[1] < f[1]))) list.push({ family, op, edges: [e, f] });
  }
  if (family === 'numbers') {
    for (let a = 0; a < n; a++) {
      list.push({ family, points: [a] });
      for (let b = a + 1; b < n; b++) list.push({ family, points: [a, b] });
    }
  }
  if (family === 'path') {
    const adjacent = adjacencyOf(n, p.edges);
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (!adjacent[a]![b]) list.push({ family, from: a, to: b });
  }
  return list;
}

/** One try of a graph and a question of the family at the difficulty, or null. */
function drawFor(random: SeededRandom, difficulty: Difficulty, family: Question['family']): Params | null {
  const n = difficulty === 1 ? random.int(6, 7) : difficulty === 2 ? 7 : random.int(7, 8);
  const target = n + (difficulty === 1 ? random.int(1, 3) : difficulty === 2 ? random.int(2, 4) : random.int(2, 5));
  const graph = drawGraph(random, n, target, difficulty === 1 ? 4 : 5);
  if (graph === null) return null;
  const pool = random.shuffle(Array.from({ length: difficulty === 1 ? 40 : 90 }, (_, i) => i + 5));
  // The picture is cut to its points, with the margin round them.
  const left = Math.min(...graph.positions.map((u) => u.x)) - margin;
  const top = Math.min(...graph.positions.map((u) => u.y)) - margin;
  const positions = graph.positions.map((u) => ({ x: u.x - left, y: u.y - top }));
  const base = {
    letters: random.shuffle(allLetters.slice(0, n)),
    edges: graph.edges,
    positions,
    width: Math.max(...positions.map((u) => u.x)) + margin,
    height: Math.max(...positions.map((u) => u.y)) + margin,
    lengths: graph.edges.map((_, k) => pool[k]!),
    order: random.shuffle(Array.from({ length: n }, (_, i) => i)),
  };
  const analysis = analyse({ ...base, question: { family: 'road', edge: [0, 0] } });
  const fitting = candidatesOf(base, family, random).filter((question) => {
    // At difficulty 1 a single point's number is asked; higher, two points' numbers.
    if (question.family === 'numbers' && (question.points.length === 1) !== (difficulty === 1)) return false;
    const found = reason(analysis, question);
    return found !== null && levelOf(found) === difficulty;
  });
  return fitting.length === 0 ? null : { ...base, question: random.pick(fitting) };
}

/** The family first, then graphs until one has a question of that family at the difficulty: the families come out evenly. */
function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick(['road', 'sum', 'numbers', 'path'] as const);
  for (let attempt = 0; attempt < 50; attempt++) {
    const params = drawFor(random, difficulty, family);
    if (params !== null) return params;
  }
  return null;
}

// ---- rendering ----

function svgOf(p: Params): string {
  const lines = p.edges
    .map(([a, b]) => {
      const u = p.positions[a]!;
      const v = p.positions[b]!;
      return `<line x1="${u.x}" y1="${u.y}" x2="${v.x}" y2="${v.y}" stroke="#222222" stroke-width="2"/>`;
    })
    .join('');
  const points = p.positions
    .map(
      (u, v) =>
        `<circle cx="${u.x}" cy="${u.y}" r="${radius}" fill="#ffffff" stroke="#222222" stroke-width="2"/>` +
        `<text x="${u.x}" y="${svgNumber(u.y + 6)}" font-family="Arial, Helvetica, sans-serif" font-size="17" text-anchor="middle" fill="#111111">${p.letters[v]}</text>`,
    )
    .join('');
  return svgDocument(p.width, p.height, lines + points);
}

const byLetter = (p: Params) => (x: number, y: number) => p.letters[x]!.localeCompare(p.letters[y]!, 'ru');
const roadName = (p: Params, [a, b]: Edge) => [p.letters[a]!, p.letters[b]!].sort((x, y) => x.localeCompare(y, 'ru')).join('–');

function altOf(p: Params): string {
  const n = p.letters.length;
  const roads = p.edges.map((e) => roadName(p, e)).sort((x, y) => x.localeCompare(y, 'ru'));
  return `Граф — схема дорог: ${n} ${pluralRu(n, ['пункт', 'пункта', 'пунктов'])} (${[...p.letters].sort((x, y) => x.localeCompare(y, 'ru')).join(', ')}); дороги: ${roads.join(', ')}`;
}

function tableHtml(table: Table): string {
  const n = table.length;
  const head = `<tr><th></th>${Array.from({ length: n }, (_, i) => `<th>П${i + 1}</th>`).join('')}</tr>`;
  const body = table
    .map(
      (row, i) =>
        `<tr><th>П${i + 1}</th>${row.map((len, j) => (i === j ? '<td style="background-color: #d9d9d9"></td>' : `<td style="text-align: center">${len ?? ''}</td>`)).join('')}</tr>`,
    )
    .join('');
  return `<table>${head}${body}</table>`;
}

function questionHtml(p: Params): string {
  const q = p.question;
  const L = (v: number) => p.letters[v]!;
  switch (q.family) {
    case 'road':
      return `Определите длину дороги из пункта ${L(q.edge[0])} в пункт ${L(q.edge[1])}. В ответе запишите целое число — длину дороги в километрах.`;
    case 'sum': {
      const [e, f] = q.edges;
      return q.op === '+'
        ? `Определите, какова сумма длин дорог из пункта ${L(e[0])} в пункт ${L(e[1])} и из пункта ${L(f[0])} в пункт ${L(f[1])}. В ответе запишите целое число.`
        : `Определите, на сколько километров длина дороги из пункта ${L(e[0])} в пункт ${L(e[1])} больше длины дороги из пункта ${L(f[0])} в пункт ${L(f[1])}. В ответе запишите целое число.`;
    }
    case 'numbers':
      return q.points.length === 1
        ? `Определите, какой номер в таблице соответствует пункту ${L(q.points[0]!)} на графе. В ответе запишите этот номер.`
        : `Определите, какие номера в таблице соответствуют пунктам ${[...q.points].sort(byLetter(p)).map(L).join(' и ')} на графе. В ответе запишите эти номера в порядке возрастания без пробелов и знаков препинания.`;
    case 'path':
      return `Определите длину кратчайшего пути из пункта ${L(q.from)} в пункт ${L(q.to)}, если передвигаться можно только по указанным дорогам. В ответе запишите целое число.`;
  }
}

/** The letters a question is about. */
function askedPoints(q: Question): number[] {
  switch (q.family) {
    case 'road':
      return [...q.edge];
    case 'sum':
      return [...new Set(q.edges.flat())];
    case 'numbers':
      return q.points;
    case 'path':
      return [q.from, q.to];
  }
}

/** Why roads between look-alike points are still known: they are all the table's roads between two groups. */
function roadGroupsHtml(p: Params, a: Analysis, colours: number[], asked: Edge[]): string[] {
  const key = (x: number, y: number) => (x < y ? `${x}-${y}` : `${y}-${x}`);
  const groups = new Map<string, Edge[]>();
  for (const e of asked) groups.set(key(colours[e[0]]!, colours[e[1]]!), [...(groups.get(key(colours[e[0]]!, colours[e[1]]!)) ?? []), e]);
  const numbersOf = (v: number) => classOf(a, colours, colours[v]!).numbers.sort((x, y) => x - y).map((i) => `П${i + 1}`).join(', ');
  return [...groups.entries()].map(([group, edges]) => {
    const [u, v] = edges[0]!;
    const found: string[] = [];
    for (let i = 0; i < a.n; i++) for (let j = i + 1; j < a.n; j++) if (a.table[i]![j] !== null && key(colours[a.n + i]!, colours[a.n + j]!) === group) found.push(`П${i + 1}–П${j + 1} (${a.table[i]![j]})`);
    const points = (w: number) => (classOf(a, colours, colours[w]!).numbers.length === 1 ? `пунктом ${numbersOf(w)}` : `пунктами ${numbersOf(w)}`);
    const between = colours[u] === colours[v] ? `между пунктами ${numbersOf(u)}` : `между ${points(u)} и ${points(v)}`;
    const names = edges.map((e) => roadName(p, e)).join(' и ');
    return edges.length === 1
      ? `<p>Дорога ${names} — единственная дорога ${between}: в таблице это ${found.join(', ')}.</p>`
      : `<p>Дороги ${names} — все дороги ${between}: в таблице это ${found.join(' и ')}.</p>`;
  });
}

function stepsHtml(p: Params, answer: string): string {
  const a = analyse(p);
  const n = a.n;
  const found = reason(a, p.question)!;
  const colours = a.rounds[found.round]!;
  const degree = a.rounds[0]!;
  const letterOrder = Array.from({ length: n }, (_, v) => v).sort(byLetter(p));
  const neighbourDegrees = (v: number) => {
    const list = v < n ? a.adjacent[v]!.flatMap((on, u) => (on ? [degree[u]!] : [])) : a.table[v - n]!.flatMap((len, j) => (len !== null ? [degree[n + j]!] : []));
    return list.sort((x, y) => y - x).join(', ');
  };
  const cells = (values: string[]) => values.map((value) => `<td style="text-align: center">${value}</td>`).join('');
  const withNeighbours = found.round >= 1;
  const degreeTable = (heads: string[], vertices: number[]) =>
    `<table><tr><th>Пункт</th>${heads.map((h) => `<th>${h}</th>`).join('')}</tr>` +
    `<tr><th>Степень</th>${cells(vertices.map((v) => String(degree[v])))}</tr>` +
    (withNeighbours ? `<tr><th>Степени соседей</th>${cells(vertices.map(neighbourDegrees))}</tr>` : '') +
    '</table>';
  const parts = [
    '<p>Степень пункта — число дорог, которые из него выходят: на графе это число рёбер у вершины, в таблице — число заполненных клеток в строке. ' +
      'Соответствующие друг другу пункты графа и таблицы имеют одинаковые степени' +
      (withNeighbours ? ', и степени их соседей тоже совпадают.</p>' : '.</p>'),
    `<p>На графе:</p>${degreeTable(letterOrder.map((v) => p.letters[v]!), letterOrder)}`,
    `<p>В таблице:</p>${degreeTable(
      Array.from({ length: n }, (_, i) => `П${i + 1}`),
      Array.from({ length: n }, (_, i) => n + i),
    )}`,
  ];
  if (found.round >= 2) {
    parts.push('<p>Степеней соседей здесь мало: пункты, одинаковые и по ним, различаем по тому, с какими уже опознанными пунктами они соединены (соседи соседей).</p>');
  }
  const told = new Set<number>();
  const facts: string[] = [];
  for (const v of askedPoints(p.question).sort(byLetter(p))) {
    if (told.has(colours[v]!)) continue;
    told.add(colours[v]!);
    const group = classOf(a, colours, colours[v]!);
    const names = group.numbers.sort((x, y) => x - y).map((i) => `П${i + 1}`);
    if (group.points.length === 1) facts.push(`${p.letters[v]} — это ${names[0]}`);
    else facts.push(`пункты ${group.points.sort(byLetter(p)).map((u) => p.letters[u]).join(', ')} по этим признакам не различить: это ${names.join(', ')} в каком-то порядке`);
  }
  const reasonText = found.round === 0 ? 'По степеням' : found.round === 1 ? 'По степеням и степеням соседей' : 'Сопоставляя пункты по степеням, соседям и соседям соседей,';
  parts.push(`<p>${reasonText} получаем: ${facts.join('; ')}.</p>`);
  const q = p.question;
  if (found.symmetric && (q.family === 'road' || q.family === 'sum')) parts.push(...roadGroupsHtml(p, a, colours, q.family === 'road' ? [q.edge] : q.edges));
  if (found.symmetric) parts.push('<p>Какой из этих пунктов какому номеру соответствует, для ответа не важно: при любом выборе он один и тот же.</p>');
  const lengthOf = (e: Edge) => p.lengths[p.edges.findIndex((f) => f[0] === e[0] && f[1] === e[1])]!;
  const answerText =
    q.family === 'road'
      ? `Длина дороги ${roadName(p, q.edge)} по таблице — ${answer}.`
      : q.family === 'sum'
        ? q.op === '+'
          ? `Сумма длин дорог: ${lengthOf(q.edges[0])} + ${lengthOf(q.edges[1])} = ${answer}.`
          : `Разность длин дорог: ${lengthOf(q.edges[0])} − ${lengthOf(q.edges[1])} = ${answer}.`
        : q.family === 'numbers'
          ? `Ответ: ${answer}.`
          : `Кратчайший путь ищем по таблице (перебором путей или алгоритмом Дейкстры): его длина — ${answer}.`;
  parts.push(`<p>${answerText}</p>`);
  parts.push('<p>Программа ниже проверяет ответ перебором: пробует все соответствия букв номерам, оставляет те, при которых дороги графа и таблицы совпадают, и убеждается, что ответ при всех них один.</p>');
  return parts.join('');
}

function pythonOf(p: Params): string {
  const table = tableOf(p);
  const n = p.letters.length;
  const sorted = Array.from({ length: n }, (_, v) => v).sort(byLetter(p));
  const graph = sorted.map((v) => `    '${p.letters[v]}': '${sorted.filter((u) => p.edges.some(([x, y]) => (x === u && y === v) || (x === v && y === u))).map((u) => p.letters[u]).join('')}',`).join('\n');
  const q = p.question;
  const L = (v: number) => `'${p.letters[v]}'`;
  const road = (e: Edge) => `table[num[${L(e[0])}]][num[${L(e[1])}]]`;
  const value =
    q.family === 'road'
      ? road(q.edge)
      : q.family === 'sum'
        ? `${road(q.edges[0])} ${q.op} ${road(q.edges[1])}`
        : q.family === 'numbers'
          ? `''.join(str(x + 1) for x in sorted(num[c] for c in '${q.points.map((v) => p.letters[v]).join('')}'))`
          : `dist[num[${L(q.from)}]][num[${L(q.to)}]]`;
  const floyd =
    q.family === 'path'
      ? 'INF = float("inf")\n' +
        'dist = [[0 if i == j else (table[i][j] or INF) for j in range(n)] for i in range(n)]\n' +
        'for k in range(n):\n    for i in range(n):\n        for j in range(n):\n            dist[i][j] = min(dist[i][j], dist[i][k] + dist[k][j])\n'
      : '';
  return (
    'from itertools import permutations\n\n' +
    '# Таблица: table[i][j] — длина дороги между П(i+1) и П(j+1), 0 — дороги нет.\n' +
    `table = [\n${table.map((row) => `    [${row.map((len) => len ?? 0).join(', ')}],`).join('\n')}\n]\n` +
    '# Граф: для каждого пункта — пункты, с которыми он соединён.\n' +
    `graph = {\n${graph}\n}\n` +
    'letters = sorted(graph)\n' +
    'n = len(letters)\n' +
    floyd +
    'answers = set()\n' +
    'for perm in permutations(range(n)):\n' +
    '    num = dict(zip(letters, perm))\n' +
    '    if all((b in graph[a]) == (table[num[a]][num[b]] > 0) for a in letters for b in letters if a != b):\n' +
    `        answers.add(${value})\n` +
    'assert len(answers) == 1, answers\n' +
    'print(answers.pop())\n'
  );
}

export const type01Generator: TaskGenerator<Params> = {
  type: 1,
  version: 1,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = answer.kind === 'field' ? answer.value : '';
    const text =
      '<p>На рисунке схема дорог Н-ского района изображена в виде графа, в таблице содержатся сведения о длинах этих дорог (в километрах).</p>' +
      tableHtml(tableOf(p)) +
      `<p>${svgImageHtml(svgOf(p), altOf(p), p.width, p.height)}</p>` +
      '<p>Так как таблицу и схему рисовали независимо друг от друга, нумерация населённых пунктов в таблице никак не связана с буквенными обозначениями на графе. ' +
      `${escapeHtml(questionHtml(p))}</p>`;
    return { text, files: [], steps: stepsHtml(p, value), python: pythonOf(p) };
  },
};

/** For the type's own test: the picture's geometry and the statement's SVG. */
export const type01Internals = { svgOf, radius };
