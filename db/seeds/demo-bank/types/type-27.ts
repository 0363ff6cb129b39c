/**
 * Type 27 — clustering points from two .txt files (A small, B large). The point clouds are generated
 * once from fixed seeds: clusters are discs of radius R whose edges are far apart, plus (in some
 * tasks) isolated anomalies. The reference solution reads each built file back, splits the points
 * into connected groups (points closer than a threshold are linked — the threshold lies between the
 * largest gap inside a cluster and the gap between clusters), drops groups too small to be a cluster,
 * and finds each centre as the point with the least sum of distances to the rest of its cluster.
 *
 * Coordinates are written with five decimals and handled as integer units of 10^-5 besides floats:
 * the answers are integer parts of (average × 10 000), and the solution refuses data where a float
 * computation could land on the other side of an integer than the exact one.
 */
import { buildTxt } from '@ege/core/files/build-txt';
import { seededRandom } from '@ege/core/generators/seeded-random';
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';

const table = (rows: number[][]): DemoAnswer => ({ kind: 'table', rows: rows.map((r) => r.map(String)) });

const UNIT = 100_000; // coordinates are multiples of 1 / UNIT
const LINK = 2.0; // points closer than this belong to one group
const MIN_CLUSTER = 5; // smaller groups are anomalies

/** A point in integer units; label = cluster index at generation, −1 for an anomaly. */
export type Star = { x: number; y: number; label: number };

type CloudSpec = { seed: number; clusters: number[]; radius: number; anomalies: number; side: number };

/** Clusters of the given sizes inside a side×side square (coordinates from 1 to side + 1). */
export function cloud(spec: CloudSpec): Star[] {
  const rnd = seededRandom(spec.seed);
  const r = spec.radius;
  const centres: [number, number][] = [];
  // Centres at least 2R + 2·LINK apart, so discs are separated by a gap far wider than LINK.
  while (centres.length < spec.clusters.length) {
    const c: [number, number] = [1 + r + rnd.next() * (spec.side - 2 * r), 1 + r + rnd.next() * (spec.side - 2 * r)];
    if (centres.every(([x, y]) => Math.hypot(x - c[0], y - c[1]) > 2 * r + 2 * LINK)) centres.push(c);
  }
  // A fifth decimal of 0 would make x·10 000 an exact integer, which floats may round down wrongly.
  const units = (v: number): number => {
    const u = Math.round(v * UNIT);
    return u % 10 === 0 ? u + 1 : u;
  };
  const stars: Star[] = [];
  spec.clusters.forEach((count, label) => {
    const [cx, cy] = centres[label] ?? [0, 0];
    for (let i = 0; i < count; i++) {
      const dist = r * Math.sqrt(rnd.next());
      const angle = 2 * Math.PI * rnd.next();
      stars.push({ x: units(cx + dist * Math.cos(angle)), y: units(cy + dist * Math.sin(angle)), label });
    }
  });
  let placed = 0;
  while (placed < spec.anomalies) {
    const a = { x: units(1 + rnd.next() * spec.side), y: units(1 + rnd.next() * spec.side), label: -1 };
    // Anomalies stay well away from everything, so they form groups of one.
    if (stars.every((s) => Math.hypot(s.x - a.x, s.y - a.y) / UNIT > 2 * LINK)) {
      stars.push(a);
      placed++;
    }
  }
  // Shuffled, so the file does not list the clusters one after another.
  for (let i = stars.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [stars[i], stars[j]] = [stars[j] as Star, stars[i] as Star];
  }
  return stars;
}

const fmt = (u: number): string => (u / UNIT).toFixed(5);

/** A point as read from the file: exact integer units and the float a student's program would use. */
type Point = { ux: number; uy: number; x: number; y: number };

export function readPoints(f: DemoFile): Point[] {
  return f
    .build()
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [sx = '', sy = ''] = l.trim().split(/\s+/);
      const exact = (s: string): number => {
        const [int = '0', frac = ''] = s.split('.');
        if (frac.length !== 5 || int.startsWith('-')) throw new Error(`type 27: unexpected coordinate ${s}`);
        return Number(int) * UNIT + Number(frac);
      };
      return { ux: exact(sx), uy: exact(sy), x: Number(sx), y: Number(sy) };
    });
}

/** Connected groups of points linked at distance < LINK (union–find), groups of MIN_CLUSTER or more. */
export function clusters(points: Point[]): Point[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] ?? i] ?? i;
    return i;
  };
  // Sorting by x lets the inner loop stop as soon as x alone is too far.
  const order = points.map((_, i) => i).sort((a, b) => (points[a]?.x ?? 0) - (points[b]?.x ?? 0));
  for (let i = 0; i < order.length; i++) {
    const p = points[order[i] ?? 0] as Point;
    for (let j = i + 1; j < order.length; j++) {
      const q = points[order[j] ?? 0] as Point;
      if (q.x - p.x >= LINK) break;
      if (Math.hypot(q.x - p.x, q.y - p.y) < LINK) parent[root(order[i] ?? 0)] = root(order[j] ?? 0);
    }
  }
  const groups = new Map<number, Point[]>();
  points.forEach((p, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), p]));
  return [...groups.values()].filter((g) => g.length >= MIN_CLUSTER);
}

/** The point with the least sum of distances to the other points of its cluster. */
export function centre(cluster: Point[]): Point {
  const sums = cluster.map((p) => cluster.reduce((s, q) => s + Math.hypot(p.x - q.x, p.y - q.y), 0));
  const sorted = [...sums].sort((a, b) => a - b);
  // A near tie would make the centre depend on rounding; the data must not have one.
  if (sorted.length > 1 && (sorted[1] ?? 0) - (sorted[0] ?? 0) < 1e-6) throw new Error('type 27: two candidate centres tie');
  return cluster[sums.indexOf(sorted[0] ?? 0)] as Point;
}

/**
 * ⌊units / (10·k)⌋ — the integer part of (sum / k) × 10 000 for a sum in units of 10^-5 — checked
 * against the float computation a student would make.
 */
function scaled(points: Point[], axis: 'x' | 'y'): number {
  const k = points.length;
  const exactSum = points.reduce((s, p) => s + (axis === 'x' ? p.ux : p.uy), 0);
  const exact = Math.floor(exactSum / (10 * k));
  const float = Math.floor((points.reduce((s, p) => s + p[axis], 0) / k) * 10000);
  if (exact !== float || exactSum % (10 * k) === 0) throw new Error('type 27: the answer sits on an integer boundary');
  return exact;
}

type Rule = 'average' | 'largest' | 'smallest';

/** The pair of numbers for one file under a rule. */
function pairFor(f: DemoFile, expectedClusters: number, rule: Rule): number[] {
  const found = clusters(readPoints(f));
  if (found.length !== expectedClusters) throw new Error(`type 27: ${found.length} clusters in ${f.name}, expected ${expectedClusters}`);
  if (rule === 'average') {
    const centres = found.map(centre);
    return [scaled(centres, 'x'), scaled(centres, 'y')];
  }
  const sizes = found.map((c) => c.length);
  const size = rule === 'largest' ? Math.max(...sizes) : Math.min(...sizes);
  if (sizes.filter((s) => s === size).length !== 1) throw new Error('type 27: two clusters of the same size');
  const c = centre(found[sizes.indexOf(size)] ?? []);
  return [scaled([c], 'x'), scaled([c], 'y')];
}

type Pair = { a: CloudSpec; b: CloudSpec };

const SPECS: Record<string, Pair> = {
  't27-1': {
    a: { seed: 2711, clusters: [28, 35], radius: 2, anomalies: 0, side: 20 },
    b: { seed: 2712, clusters: [420, 510, 470], radius: 2, anomalies: 0, side: 30 },
  },
  't27-2': {
    a: { seed: 2721, clusters: [31, 44], radius: 2, anomalies: 0, side: 20 },
    b: { seed: 2722, clusters: [380, 610, 450], radius: 2, anomalies: 0, side: 30 },
  },
  't27-3': {
    a: { seed: 2731, clusters: [30, 38], radius: 2, anomalies: 1, side: 20 },
    b: { seed: 2732, clusters: [450, 520, 400], radius: 2, anomalies: 12, side: 30 },
  },
  't27-4': {
    a: { seed: 2741, clusters: [26, 40, 33], radius: 1.5, anomalies: 0, side: 20 },
    b: { seed: 2742, clusters: [500, 350, 420, 560], radius: 2.5, anomalies: 0, side: 40 },
  },
  't27-5': {
    a: { seed: 2751, clusters: [34, 27, 40], radius: 2, anomalies: 1, side: 24 },
    b: { seed: 2752, clusters: [420, 380, 510, 450, 300], radius: 2.5, anomalies: 20, side: 50 },
  },
};

/** The generated clouds by task key (the test checks the files' clustering against the labels). */
export const type27Clouds: Record<string, { a: Star[]; b: Star[] }> = Object.fromEntries(
  Object.entries(SPECS).map(([key, { a, b }]) => [key, { a: cloud(a), b: cloud(b) }]),
);

function filesFor(key: string): [DemoFile, DemoFile] {
  const clouds = type27Clouds[key];
  if (!clouds) throw new Error(`type 27: no data for ${key}`);
  const file = (name: string, stars: Star[]): DemoFile => ({ name, build: () => buildTxt(stars.map((s) => `${fmt(s.x)} ${fmt(s.y)}`)) });
  return [file('27_A.txt', clouds.a), file('27_B.txt', clouds.b)];
}

const COUNT_WORDS: Record<number, string> = { 2: 'двух', 3: 'трёх', 4: 'четырёх', 5: 'пяти' };
const clusterWord = (n: number): string => `${COUNT_WORDS[n] ?? n} кластеров`;
// Russian texts write decimals with a comma (the files themselves use a point).
const ru = (x: number): string => String(x).replace('.', ',');

function text(key: string, rule: Rule): string {
  const { a, b } = SPECS[key] as Pair;
  const anomalies = a.anomalies + b.anomalies > 0;
  const question =
    rule === 'average'
      ? 'Для каждого файла определите координаты центра каждого кластера, затем вычислите два числа: <i>P<sub>x</sub></i> — среднее арифметическое абсцисс ' +
        'центров кластеров и <i>P<sub>y</sub></i> — среднее арифметическое ординат центров кластеров.'
      : `Для каждого файла определите кластер, содержащий ${rule === 'largest' ? 'наибольшее' : 'наименьшее'} количество звёзд, ` +
        'и найдите его центр; <i>P<sub>x</sub></i> и <i>P<sub>y</sub></i> — абсцисса и ордината этого центра.';
  return (
    '<p>Учёный решил провести кластеризацию некоторого множества звёзд по их расположению на карте звёздного неба. ' +
    'Кластер звёзд — это набор звёзд (точек) на графике, лежащий внутри круга радиусом <i>R</i>. ' +
    (anomalies
      ? 'Кроме звёзд, входящих в кластеры, в файлах есть аномалии — отдельные звёзды, находящиеся далеко от всех остальных звёзд; ' +
        'аномалии не входят ни в один кластер и при расчётах не учитываются. Каждая из остальных звёзд принадлежит ровно одному кластеру.</p>'
      : 'Каждая звезда обязательно принадлежит только одному из кластеров.</p>') +
    '<p>Истинный центр кластера, или центроид, — это одна из звёзд кластера, сумма расстояний от которой до всех остальных звёзд кластера минимальна. ' +
    'Под расстоянием понимается расстояние Евклида между двумя точками <i>A</i>(<i>x</i><sub>1</sub>, <i>y</i><sub>1</sub>) и ' +
    '<i>B</i>(<i>x</i><sub>2</sub>, <i>y</i><sub>2</sub>) на плоскости: ' +
    '<i>d</i>(<i>A</i>, <i>B</i>) = √((<i>x</i><sub>2</sub> − <i>x</i><sub>1</sub>)<sup>2</sup> + (<i>y</i><sub>2</sub> − <i>y</i><sub>1</sub>)<sup>2</sup>).</p>' +
    `<p>В файле A хранятся данные о звёздах ${clusterWord(a.clusters.length)}, где <i>R</i> = ${ru(a.radius)} для каждого кластера. ` +
    'В каждой строке записана информация о расположении на карте одной звезды: сначала координата <i>x</i>, затем координата <i>y</i> ' +
    '(вещественные числа, разделитель целой и дробной части — точка). Известно, что количество звёзд в файле A не превышает 1000.</p>' +
    `<p>В файле B хранятся данные о звёздах ${clusterWord(b.clusters.length)}, где <i>R</i> = ${ru(b.radius)} для каждого кластера. ` +
    'Известно, что количество звёзд в файле B не превышает 10 000. Структура хранения информации в файле B аналогична файлу A.</p>' +
    `<p>${question}</p>` +
    '<p>В ответе запишите четыре числа: в первой строке сначала целую часть произведения <i>P<sub>x</sub></i> × 10 000, затем целую часть произведения ' +
    '<i>P<sub>y</sub></i> × 10 000 для файла A, во второй строке — аналогичные данные для файла B.</p>'
  );
}

function task(key: string, difficulty: 1 | 2 | 3, rule: Rule, answer: DemoAnswer): DemoTask {
  const [fileA, fileB] = filesFor(key);
  const { a, b } = SPECS[key] as Pair;
  return {
    key,
    type: 27,
    difficulty,
    text: text(key, rule),
    files: [fileA, fileB],
    answer,
    solve: () => table([pairFor(fileA, a.clusters.length, rule), pairFor(fileB, b.clusters.length, rule)]),
  };
}

export const type27Tasks: DemoTask[] = [
  task('t27-1', 2, 'average', table([[171410, 119873], [136562, 143420]])),
  task('t27-2', 2, 'largest', table([[186186, 178325], [63791, 113658]])),
  task('t27-3', 3, 'average', table([[131059, 112845], [157618, 159808]])),
  task('t27-4', 3, 'smallest', table([[182462, 154469], [338234, 50307]])),
  task('t27-5', 3, 'average', table([[103405, 141574], [277346, 157132]])),
];
