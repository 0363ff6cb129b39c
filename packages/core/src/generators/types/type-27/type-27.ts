import { countRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';
import { checkSequences, drawPairs, drawSubsequence, renderSequences, solveSequences, type SequenceParams } from './type-27-sequences';

/**
 * Type 27: two files, 27_A.txt (small) and 27_B.txt (large); the answer is a 2×2 table, a row per file
 * (the 2025–2026 form). The clustering family (the current exam): stars in clusters lying in circles of
 * radius R, far apart, sometimes with lone anomalies; the centre of a cluster is its star with the least
 * sum of distances to the others; the answer is the integer parts of (mean of the centres) × 10 000, or of
 * the centre of the largest (smallest) cluster.
 *
 * File B is large enough that the plain O(m²) sum of distances for every star of a cluster takes
 * Python many seconds (3 clusters of up to 3300 stars: 33 million distances); the 'Разбор'
 * and `solve` cut it with an exact lower bound from projections on 8 directions, sorted with prefix
 * sums, so that only a few stars near the middle get the full sum. `check` clusters another way (grid
 * cells of side 2R, connected) and finds the centres by brute force in file A and, in file B, with a
 * different exact bound (distances to the bounding boxes of small grid cells).
 */
type Cloud = { xs: Int32Array; ys: Int32Array; clusters: number; anomalies: number };
type Clusters = { family: 'clusters'; radius: number; rule: 'average' | 'largest' | 'smallest'; a: Cloud; b: Cloud };
type Params = Clusters | SequenceParams;

/** Coordinates are written with five decimals: a coordinate is an integer number of units of 10⁻⁵. */
const UNIT = 100_000;
/** Projection directions of the lower bound and its constant: Σ_j |v·u_j| ≤ |v| / sin(π / 2D). */
const DIRECTIONS = 8;
const BOUND = 1 / Math.sin(Math.PI / (2 * DIRECTIONS));
/** Two candidate centres whose sums differ by less than this would make the answer depend on rounding. */
const TIE = 1e-6;

// ——— solve: groups by a seed star, centres through the projection bound ———

/** Each group: the stars within 2R of its first star (a cluster's stars are at most 2R apart; others much farther). */
function groupsBySeed(xs: Float64Array, ys: Float64Array, radius: number): number[][] {
  const n = xs.length;
  const label = new Int32Array(n).fill(-1);
  const groups: number[][] = [];
  const limit = (2 * radius) ** 2;
  for (let i = 0; i < n; i++) {
    if (label[i] !== -1) continue;
    const group = [i];
    label[i] = groups.length;
    for (let j = i + 1; j < n; j++) {
      if (label[j] !== -1) continue;
      const dx = xs[j]! - xs[i]!;
      const dy = ys[j]! - ys[i]!;
      if (dx * dx + dy * dy <= limit) {
        label[j] = groups.length;
        group.push(j);
      }
    }
    groups.push(group);
  }
  return groups;
}

const sumOfDistances = (xs: Float64Array, ys: Float64Array, members: number[], i: number): number => {
  let s = 0;
  const x = xs[i]!;
  const y = ys[i]!;
  for (const j of members) s += Math.sqrt((xs[j]! - x) ** 2 + (ys[j]! - y) ** 2);
  return s;
};

/** The star with the least sum of distances, or −1 when two sums nearly tie. */
function centreByProjections(xs: Float64Array, ys: Float64Array, members: number[]): number {
  const m = members.length;
  const low = new Float64Array(m);
  const proj = new Float64Array(m);
  const prefix = new Float64Array(m + 1);
  for (let d = 0; d < DIRECTIONS; d++) {
    const c = Math.cos((Math.PI * d) / DIRECTIONS);
    const s = Math.sin((Math.PI * d) / DIRECTIONS);
    for (let k = 0; k < m; k++) proj[k] = xs[members[k]!]! * c + ys[members[k]!]! * s;
    const sorted = Float64Array.from(proj).sort();
    for (let r = 0; r < m; r++) prefix[r + 1] = prefix[r]! + sorted[r]!;
    const total = prefix[m]!;
    for (let k = 0; k < m; k++) {
      const v = proj[k]!;
      // r = how many projections are below v; equal ones add nothing either way.
      let lo = 0;
      let hi = m;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid]! < v) lo = mid + 1;
        else hi = mid;
      }
      low[k]! += v * lo - prefix[lo]! + (total - prefix[lo]!) - v * (m - lo);
    }
  }
  const order = Array.from({ length: m }, (_, k) => k).sort((a, b) => low[a]! - low[b]!);
  let best = -1;
  let bestSum = Infinity;
  let second = Infinity;
  for (const k of order) {
    // Every star not yet visited has a sum above the best by more than a tie.
    if (low[k]! / BOUND > bestSum + TIE) break;
    const sum = sumOfDistances(xs, ys, members, members[k]!);
    if (sum < bestSum) {
      second = bestSum;
      bestSum = sum;
      best = members[k]!;
    } else if (sum < second) second = sum;
  }
  return second - bestSum < TIE ? -1 : best;
}

const floats = (units: Int32Array): Float64Array => Float64Array.from(units, (u) => u / UNIT);

/** The two numbers of one file, exactly: ⌊(Σ units / k) / 10⌋; null on a boundary, a tie or equal cluster sizes. */
function fileAnswer(cloud: Cloud, p: Clusters): [number, number] | null {
  const xs = floats(cloud.xs);
  const ys = floats(cloud.ys);
  const clusters = groupsBySeed(xs, ys, p.radius).filter((g) => g.length > 1);
  if (clusters.length !== cloud.clusters) return null;
  let chosen = clusters;
  if (p.rule !== 'average') {
    const sizes = clusters.map((g) => g.length);
    const size = p.rule === 'largest' ? Math.max(...sizes) : Math.min(...sizes);
    if (sizes.filter((s) => s === size).length !== 1) return null;
    chosen = [clusters[sizes.indexOf(size)]!];
  }
  let sx = 0;
  let sy = 0;
  for (const g of chosen) {
    const c = centreByProjections(xs, ys, g);
    if (c < 0) return null;
    sx += cloud.xs[c]!;
    sy += cloud.ys[c]!;
  }
  const k = chosen.length;
  if (sx % (10 * k) === 0 || sy % (10 * k) === 0) return null;
  return [Math.floor(sx / (10 * k)), Math.floor(sy / (10 * k))];
}

function solveClusters(p: Clusters): GeneratedAnswer | null {
  const a = fileAnswer(p.a, p);
  const b = a && fileAnswer(p.b, p);
  return a && b ? { kind: 'table', rows: [a.map(String), b.map(String)] } : null;
}

// ——— check: grid components, brute force (A) or box bounds (B), floats as a student's program ———

/** Connected groups of non-empty grid cells of side 2R (8-neighbourhood). */
function groupsByGrid(xs: Float64Array, ys: Float64Array, radius: number): number[][] {
  const cell = 2 * radius;
  const cells = new Map<number, number[]>();
  const keyOf = (cx: number, cy: number): number => cx * 100_000 + cy;
  for (let i = 0; i < xs.length; i++) {
    const key = keyOf(Math.floor(xs[i]! / cell), Math.floor(ys[i]! / cell));
    const list = cells.get(key);
    if (list) list.push(i);
    else cells.set(key, [i]);
  }
  const seen = new Set<number>();
  const groups: number[][] = [];
  for (const start of cells.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const stack = [start];
    const group: number[] = [];
    while (stack.length > 0) {
      const key = stack.pop()!;
      group.push(...cells.get(key)!);
      const cx = Math.floor(key / 100_000);
      const cy = key - cx * 100_000;
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const next = keyOf(cx + dx, cy + dy);
          if (!seen.has(next) && cells.has(next)) {
            seen.add(next);
            stack.push(next);
          }
        }
    }
    groups.push(group);
  }
  return groups;
}

function centreByBruteForce(xs: Float64Array, ys: Float64Array, members: number[]): number {
  let best = -1;
  let bestSum = Infinity;
  for (const i of members) {
    const s = sumOfDistances(xs, ys, members, i);
    if (s < bestSum) {
      bestSum = s;
      best = i;
    }
  }
  return best;
}

/**
 * Lower bounds from small cells: the n stars of a cell are together no nearer to p than n times the
 * distance to their mean (|Σ(p − q)| ≤ Σ|p − q|); then the exact sums for the stars in the order of the bound.
 */
function centreByBoxes(xs: Float64Array, ys: Float64Array, members: number[], radius: number): number {
  const side = radius / 6;
  const index = new Map<number, number>();
  const boxes: number[][] = []; // [Σx, Σy, n]
  for (const i of members) {
    const x = xs[i]!;
    const y = ys[i]!;
    const key = Math.floor(x / side) * 100_000 + Math.floor(y / side);
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, boxes.length);
      boxes.push([x, y, 1]);
    } else {
      const b = boxes[at]!;
      b[0]! += x;
      b[1]! += y;
      b[2]!++;
    }
  }
  const count = boxes.length;
  const mx = Float64Array.from(boxes, (b) => b[0]! / b[2]!);
  const my = Float64Array.from(boxes, (b) => b[1]! / b[2]!);
  const n = Float64Array.from(boxes, (b) => b[2]!);
  const low = members.map((i) => {
    const x = xs[i]!;
    const y = ys[i]!;
    let s = 0;
    for (let b = 0; b < count; b++) s += n[b]! * Math.sqrt((x - mx[b]!) ** 2 + (y - my[b]!) ** 2);
    return s;
  });
  const order = members.map((_, k) => k).sort((a, b) => low[a]! - low[b]!);
  let best = -1;
  let bestSum = Infinity;
  for (const k of order) {
    // A relative margin keeps rounding in the bound from cutting the true centre.
    if (low[k]! > bestSum * (1 + 1e-9)) break;
    const s = sumOfDistances(xs, ys, members, members[k]!);
    if (s < bestSum) {
      bestSum = s;
      best = members[k]!;
    }
  }
  return best;
}

function checkFile(cloud: Cloud, p: Clusters, large: boolean): string[] | null {
  const xs = floats(cloud.xs);
  const ys = floats(cloud.ys);
  const clusters = groupsByGrid(xs, ys, p.radius)
    .filter((g) => g.length > 1)
    .sort((g, h) => h.length - g.length);
  if (clusters.length !== cloud.clusters) return null;
  const chosen = p.rule === 'average' ? clusters : p.rule === 'largest' ? [clusters[0]!] : [clusters[clusters.length - 1]!];
  const centres = chosen.map((g) => (large ? centreByBoxes(xs, ys, g, p.radius) : centreByBruteForce(xs, ys, g)));
  const mean = (values: Float64Array): number => centres.reduce((s, c) => s + values[c]!, 0) / centres.length;
  return [String(Math.trunc(mean(xs) * 10000)), String(Math.trunc(mean(ys) * 10000))];
}

function checkClusters(p: Clusters): GeneratedAnswer | null {
  const a = checkFile(p.a, p, false);
  const b = checkFile(p.b, p, true);
  return a && b ? { kind: 'table', rows: [a, b] } : null;
}

// ——— draw ———

/** Clusters of the given sizes in discs of radius R, centres at least 9R apart, anomalies at least 6R from everything. */
function drawCloud(random: SeededRandom, radius: number, sizes: number[], anomalies: number): Cloud | null {
  const side = radius * (14 + 6 * sizes.length + 2 * anomalies);
  const centres: [number, number][] = [];
  for (let tries = 0; centres.length < sizes.length; tries++) {
    if (tries > 1000) return null;
    const c: [number, number] = [1 + radius + random.next() * (side - 2 * radius), 1 + radius + random.next() * (side - 2 * radius)];
    if (centres.every(([x, y]) => Math.hypot(x - c[0], y - c[1]) > 9 * radius)) centres.push(c);
  }
  const lone: [number, number][] = [];
  for (let tries = 0; lone.length < anomalies; tries++) {
    if (tries > 1000) return null;
    const a: [number, number] = [1 + random.next() * side, 1 + random.next() * side];
    if (centres.every(([x, y]) => Math.hypot(x - a[0], y - a[1]) > 7 * radius) && lone.every(([x, y]) => Math.hypot(x - a[0], y - a[1]) > 6 * radius)) lone.push(a);
  }
  const total = sizes.reduce((s, k) => s + k, 0) + anomalies;
  const xs = new Int32Array(total);
  const ys = new Int32Array(total);
  // A last digit 0 would put x · 10 000 on an integer, where a float may land on either side.
  const units = (v: number): number => {
    const u = Math.round(v * UNIT);
    return u % 10 === 0 ? u + 1 : u;
  };
  let n = 0;
  // Slightly inside the circle, so that the rounding above never takes a star out of it.
  const inner = radius - 1e-4;
  sizes.forEach((count, c) => {
    const [cx, cy] = centres[c]!;
    for (let i = 0; i < count; i++) {
      const r = inner * Math.sqrt(random.next());
      const angle = 2 * Math.PI * random.next();
      xs[n] = units(cx + r * Math.cos(angle));
      ys[n++] = units(cy + r * Math.sin(angle));
    }
  });
  for (const [x, y] of lone) {
    xs[n] = units(x);
    ys[n++] = units(y);
  }
  // Shuffled, so that the file does not list the clusters one after another.
  for (let i = total - 1; i > 0; i--) {
    const j = random.int(0, i);
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
    [ys[i], ys[j]] = [ys[j]!, ys[i]!];
  }
  return { xs, ys, clusters: sizes.length, anomalies };
}

function drawClusters(random: SeededRandom, difficulty: Difficulty): Clusters | null {
  const radius = random.pick(difficulty === 1 ? [1, 2, 3] : [1, 1.5, 2, 2.5, 3]);
  const rule = difficulty === 1 ? 'average' : random.pick(difficulty === 2 ? (['average', 'average', 'largest', 'smallest'] as const) : (['average', 'largest', 'smallest'] as const));
  const sizesA = Array.from({ length: 2 }, () => (difficulty === 1 ? random.int(100, 250) : difficulty === 2 ? random.int(200, 400) : random.int(300, 490)));
  const sizesB = Array.from({ length: 3 }, () => (difficulty === 1 ? random.int(700, 1200) : difficulty === 2 ? random.int(1500, 2500) : random.int(2500, 3300)));
  const anomaliesA = difficulty === 3 ? random.int(1, 5) : 0;
  const anomaliesB = difficulty === 1 ? 0 : random.int(2, difficulty === 2 ? 6 : 10);
  const a = drawCloud(random, radius, sizesA, anomaliesA);
  const b = a && drawCloud(random, radius, sizesB, anomaliesB);
  return a && b ? { family: 'clusters', radius, rule, a, b } : null;
}

// ——— render ———

const decimal = (x: number): string => String(x).replace('.', ',');
const coordinate = (u: number): string => `${Math.floor(u / UNIT)}.${String(u % UNIT).padStart(5, '0')}`;
const cloudText = (cloud: Cloud): string => {
  const lines = new Array<string>(cloud.xs.length);
  for (let i = 0; i < lines.length; i++) lines[i] = `${coordinate(cloud.xs[i]!)} ${coordinate(cloud.ys[i]!)}`;
  return `${lines.join('\n')}\n`;
};
const clustersWord: Record<number, string> = { 2: 'двух кластеров', 3: 'трёх кластеров' };
const clustersNominative: Record<number, string> = { 2: 'два кластера', 3: 'три кластера' };
const starForms = ['звезда', 'звезды', 'звёзд'] as const;
const limitOf = (n: number): string => String([1000, 10000, 20000, 50000].find((b) => b >= n) ?? n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function renderClusters(p: Clusters, rows: string[][]) {
  const anomalies = p.a.anomalies + p.b.anomalies > 0;
  const question =
    p.rule === 'average'
      ? 'Для каждого файла определите координаты центра каждого кластера, затем вычислите два числа: <i>P<sub>x</sub></i> — среднее арифметическое абсцисс центров кластеров и <i>P<sub>y</sub></i> — среднее арифметическое ординат центров кластеров.'
      : `Для каждого файла определите кластер, содержащий ${p.rule === 'largest' ? 'наибольшее' : 'наименьшее'} количество звёзд, и найдите его центр; <i>P<sub>x</sub></i> и <i>P<sub>y</sub></i> — абсцисса и ордината этого центра.`;
  const text =
    '<p>Учёный решил провести кластеризацию некоторого множества звёзд по их расположению на карте звёздного неба. Кластер звёзд — это набор звёзд (точек) на графике, лежащий внутри круга радиусом <i>R</i>. ' +
    (anomalies
      ? 'Кроме звёзд, входящих в кластеры, в файлах могут быть аномалии — отдельные звёзды, находящиеся далеко от всех остальных звёзд; аномалии не входят ни в один кластер и при расчётах не учитываются. Каждая из остальных звёзд принадлежит ровно одному кластеру.</p>'
      : 'Каждая звезда обязательно принадлежит только одному из кластеров.</p>') +
    '<p>Истинный центр кластера, или центроид, — это одна из звёзд кластера, сумма расстояний от которой до всех остальных звёзд кластера минимальна. Под расстоянием понимается расстояние Евклида между двумя точками <i>A</i>(<i>x</i><sub>1</sub>, <i>y</i><sub>1</sub>) и <i>B</i>(<i>x</i><sub>2</sub>, <i>y</i><sub>2</sub>) на плоскости: <i>d</i>(<i>A</i>, <i>B</i>) = √((<i>x</i><sub>2</sub> − <i>x</i><sub>1</sub>)<sup>2</sup> + (<i>y</i><sub>2</sub> − <i>y</i><sub>1</sub>)<sup>2</sup>).</p>' +
    `<p>В файле A хранятся данные о звёздах ${clustersWord[p.a.clusters]}, где <i>R</i> = ${decimal(p.radius)} для каждого кластера. В каждой строке записана информация о расположении на карте одной звезды: сначала координата <i>x</i>, затем координата <i>y</i> (вещественные числа, разделитель целой и дробной части — точка). Известно, что количество звёзд в файле A не превышает 1000.</p>` +
    `<p>В файле B хранятся данные о звёздах ${clustersWord[p.b.clusters]}, где <i>R</i> = ${decimal(p.radius)} для каждого кластера. Известно, что количество звёзд в файле B не превышает ${limitOf(p.b.xs.length)}. Структура хранения информации в файле B аналогична файлу A.</p>` +
    `<p>${question}</p>` +
    '<p>В ответе запишите четыре числа: в первой строке сначала целую часть произведения <i>P<sub>x</sub></i> × 10 000, затем целую часть произведения <i>P<sub>y</sub></i> × 10 000 для файла A, во второй строке — аналогичные данные для файла B.</p>';
  const sizes = (cloud: Cloud) => cloud.xs.length - cloud.anomalies;
  const steps =
    `<p><b>Кластеры.</b> Все звёзды кластера лежат в круге радиусом ${decimal(p.radius)}, поэтому расстояние между любыми двумя из них не больше ${decimal(2 * p.radius)}, а звёзды разных кластеров (и аномалии) лежат намного дальше друг от друга. Значит, кластер звезды — это все звёзды, лежащие от неё не дальше 2<i>R</i>: берём первую ещё не распределённую звезду, собираем всех таких соседей и повторяем с оставшимися. Группы из одной звезды — аномалии. ` +
    `Так получаются ${clustersNominative[p.a.clusters]} в файле A и ${clustersNominative[p.b.clusters]} в файле B (в кластерах файла A ${countRu(sizes(p.a), starForms)}, файла B — ${countRu(sizes(p.b), starForms)}).</p>` +
    '<p><b>Центры.</b> Для файла A можно честно посчитать сумму расстояний от каждой звезды кластера до всех остальных и выбрать наименьшую: это m² расстояний на кластер из m звёзд. ' +
    'В файле B кластеры по несколько тысяч звёзд: это десятки миллионов расстояний, и на Python такой перебор идёт долго, поэтому отсекаем заведомо плохих кандидатов. ' +
    `Для любого вектора v и ${DIRECTIONS} направлений u<sub>j</sub>, равномерно повёрнутых на π/${DIRECTIONS}, верно Σ|v·u<sub>j</sub>| ≤ |v| / sin(π/${2 * DIRECTIONS}). ` +
    'Значит, сумма расстояний от звезды p не меньше, чем sin(π/16) · Σ<sub>j</sub> Σ<sub>q</sub> |проекция p − проекция q| на u<sub>j</sub>, а сумма модулей разностей проекций для всех звёзд сразу считается сортировкой и префиксными суммами. ' +
    'Перебираем звёзды в порядке возрастания этой оценки и считаем точную сумму расстояний; как только оценка превысила лучшую найденную сумму, остальные звёзды не лучше.</p>' +
    `<p>Целая часть от P × 10 000 — это <code>int(P * 10000)</code> (координаты положительны). Ответ: ${rows[0]!.join(' ')} для файла A и ${rows[1]!.join(' ')} для файла B.</p>`;
  const chooser =
    p.rule === 'average' ? 'chosen = groups' : `chosen = [${p.rule === 'largest' ? 'max' : 'min'}(groups, key=len)]`;
  const python =
    'from math import dist, cos, sin, pi\nfrom itertools import repeat\n\n' +
    `R = ${p.radius}\nD = ${DIRECTIONS}\n\n\n` +
    'def read(name):\n    with open(name) as f:\n        return [tuple(map(float, line.split())) for line in f if line.strip()]\n\n\n' +
    'def clusters(stars):\n    groups = []\n    while stars:\n        first = stars[0]\n        groups.append([s for s in stars if dist(first, s) <= 2 * R])\n        stars = [s for s in stars if dist(first, s) > 2 * R]\n    return [g for g in groups if len(g) > 1]  # группы из одной звезды — аномалии\n\n\n' +
    'def centre(g):\n    m = len(g)\n    low = [0.0] * m  # оценка снизу суммы расстояний, умноженная на 1 / sin(pi / (2 * D))\n' +
    '    for j in range(D):\n        c, s = cos(pi * j / D), sin(pi * j / D)\n        proj = [x * c + y * s for x, y in g]\n        total = sum(proj)\n        before = 0.0\n' +
    '        for r, k in enumerate(sorted(range(m), key=proj.__getitem__)):\n            v = proj[k]\n            low[k] += v * r - before + (total - before - v) - v * (m - 1 - r)\n            before += v\n' +
    '    best, best_sum = None, float(\'inf\')\n    for k in sorted(range(m), key=low.__getitem__):\n        if low[k] * sin(pi / (2 * D)) > best_sum:\n            break\n' +
    '        total = sum(map(dist, repeat(g[k]), g))\n        if total < best_sum:\n            best, best_sum = g[k], total\n    return best\n\n\n' +
    `for name in ['27_A.txt', '27_B.txt']:\n    groups = clusters(read(name))\n    ${chooser}\n    centres = [centre(g) for g in chosen]\n` +
    '    px = sum(x for x, y in centres) / len(centres)\n    py = sum(y for x, y in centres) / len(centres)\n    print(int(px * 10000), int(py * 10000))\n';
  return { text, files: [{ name: '27_A.txt', content: Buffer.from(cloudText(p.a)) }, { name: '27_B.txt', content: Buffer.from(cloudText(p.b)) }], steps, python };
}

const table = (rows: string[][] | null): GeneratedAnswer | null => (rows ? { kind: 'table', rows } : null);

export const type27Generator: TaskGenerator<Params> = {
  type: 27,
  // 2: the clusters' and pairs' 'Разбор' reworded (numerals agree with their nouns).
  version: 2,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick(['clusters', 'pairs', 'subsequence'] as const);
    if (family === 'pairs') return drawPairs(random, difficulty);
    if (family === 'subsequence') return drawSubsequence(random, difficulty);
    return drawClusters(random, difficulty);
  },
  solve: (p) => (p.family === 'clusters' ? solveClusters(p) : table(solveSequences(p))),
  check: (p) => (p.family === 'clusters' ? checkClusters(p) : table(checkSequences(p))),
  render(p, answer) {
    const rows = (answer as { rows: string[][] }).rows;
    return p.family === 'clusters' ? renderClusters(p, rows) : renderSequences(p, rows);
  },
};
