/**
 * Type 1: a road table (points numbered П1…Пn) against a road scheme (points lettered). The scheme
 * is given as an adjacency list instead of a picture. `solve()` tries every numbering of the
 * letters, keeps those under which table and scheme have the same roads, and demands that the
 * asked quantity is the same under all of them (so a task with an ambiguous answer cannot ship).
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

/** Road lengths by point number; null where there is no road. */
type Table = (number | null)[][];

type Roads = {
  letters: string;
  /** Roads as letter pairs with their lengths, e.g. { АБ: 7 }. */
  lengths: Record<string, number>;
  /** Which letter stands at П1, П2, … — used only to lay out the table, never by `solve()`. */
  hiddenOrder: string;
};

function tableOf(r: Roads): Table {
  const n = r.letters.length;
  const t: Table = Array.from({ length: n }, () => Array<number | null>(n).fill(null));
  for (const [pair, len] of Object.entries(r.lengths)) {
    const i = r.hiddenOrder.indexOf(pair[0] ?? '');
    const j = r.hiddenOrder.indexOf(pair[1] ?? '');
    if (i < 0 || j < 0 || i === j) throw new Error(`type 1: bad road ${pair}`);
    (t[i] as (number | null)[])[j] = len;
    (t[j] as (number | null)[])[i] = len;
  }
  return t;
}

const cell = (t: Table, i: number, j: number): number | null => t[i]?.[j] ?? null;

/** Every assignment letter → table index under which the two road sets coincide. */
function matchings(letters: string, roads: string[], t: Table): Map<string, number>[] {
  const n = letters.length;
  const has = (a: string, b: string) => roads.includes(a + b) || roads.includes(b + a);
  const found: Map<string, number>[] = [];
  const perm: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const go = (k: number): void => {
    if (k === n) {
      found.push(new Map([...letters].map((l, i) => [l, perm[i] as number])));
      return;
    }
    for (let p = 0; p < n; p++) {
      if (used[p]) continue;
      // Check the new letter against the already placed ones only: prunes early.
      let ok = true;
      for (let q = 0; q < k && ok; q++) ok = (cell(t, p, perm[q] as number) !== null) === has(letters[k] ?? '', letters[q] ?? '');
      if (!ok) continue;
      used[p] = true;
      perm[k] = p;
      go(k + 1);
      used[p] = false;
    }
  };
  go(0);
  return found;
}

function unique<T>(values: T[]): T {
  const set = new Set(values.map((v) => JSON.stringify(v)));
  if (set.size !== 1) throw new Error(`type 1: answer is not unique (${[...set].join(', ')})`);
  return values[0] as T;
}

function roadLength(t: Table, m: Map<string, number>, pair: string): number {
  const len = cell(t, m.get(pair[0] ?? '') ?? -1, m.get(pair[1] ?? '') ?? -1);
  if (len === null) throw new Error(`type 1: no road ${pair}`);
  return len;
}

function shortestPath(t: Table, from: number, to: number): number {
  const n = t.length;
  const dist = new Array<number>(n).fill(Infinity);
  const done = new Array<boolean>(n).fill(false);
  dist[from] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < n; i++) if (!done[i] && (u < 0 || (dist[i] ?? Infinity) < (dist[u] ?? Infinity))) u = i;
    if (u < 0 || dist[u] === Infinity) break;
    done[u] = true;
    for (let v = 0; v < n; v++) {
      const w = cell(t, u, v);
      if (w !== null && (dist[u] ?? 0) + w < (dist[v] ?? Infinity)) dist[v] = (dist[u] ?? 0) + w;
    }
  }
  return dist[to] ?? Infinity;
}

function schemeHtml(letters: string, roads: string[]): string {
  const rows = [...letters].map((l) => {
    const next = roads.filter((r) => r.includes(l)).map((r) => (r[0] === l ? r[1] : r[0]));
    next.sort((a, b) => letters.indexOf(a ?? '') - letters.indexOf(b ?? ''));
    return `<tr><td>${l}</td><td>${next.join(', ')}</td></tr>`;
  });
  return `<table><tr><td>Пункт</td><td>Соединён дорогами с</td></tr>${rows.join('')}</table>`;
}

function tableHtml(t: Table, marks: boolean): string {
  const n = t.length;
  const head = `<tr><td></td>${Array.from({ length: n }, (_, i) => `<td>П${i + 1}</td>`).join('')}</tr>`;
  const body = t.map(
    (row, i) => `<tr><td>П${i + 1}</td>${row.map((v) => `<td>${v === null ? '' : marks ? '*' : v}</td>`).join('')}</tr>`,
  );
  return `<table>${head}${body.join('')}</table>`;
}

const INTRO_WEIGHTED =
  '<p>Схема дорог Н-ского района задана списком: для каждого населённого пункта указано, с какими пунктами он соединён дорогой. ' +
  'В таблице содержатся сведения о протяжённости каждой из этих дорог (в километрах).</p>';
const INTRO_MARKS =
  '<p>Схема дорог Н-ского района задана списком: для каждого населённого пункта указано, с какими пунктами он соединён дорогой. ' +
  'В таблице звёздочкой обозначено наличие дороги между пунктами.</p>';
const NOTE =
  '<p>Так как таблицу и схему составляли независимо друг от друга, нумерация населённых пунктов в таблице никак не связана ' +
  'с буквенными обозначениями на схеме.</p>';

type Spec = {
  key: string;
  difficulty: 1 | 2 | 3;
  roads: Roads;
  marks?: boolean;
  question: string;
  answer: string;
  compute(t: Table, m: Map<string, number>): string | number;
};

function makeTask(s: Spec): DemoTask {
  const table = tableOf(s.roads);
  const roads = Object.keys(s.roads.lengths);
  return {
    key: s.key,
    type: 1,
    difficulty: s.difficulty,
    text: (s.marks ? INTRO_MARKS : INTRO_WEIGHTED) + schemeHtml(s.roads.letters, roads) + tableHtml(table, s.marks ?? false) + NOTE + s.question,
    answer: field(s.answer),
    solve() {
      const all = matchings(s.roads.letters, roads, table);
      if (all.length === 0) throw new Error(`${s.key}: table and scheme do not match`);
      return field(unique(all.map((m) => String(s.compute(table, m)))));
    },
  };
}

export const type01Tasks: DemoTask[] = [
  makeTask({
    key: 't01-1',
    difficulty: 1,
    roads: {
      letters: 'АБВГДЕК',
      lengths: { АБ: 12, АВ: 7, БВ: 9, БГ: 15, ВД: 11, ГД: 6, ГЕ: 10, ДК: 14, ЕК: 8 },
      hiddenOrder: 'ГКАЕВДБ',
    },
    question: '<p>Определите длину дороги из пункта Г в пункт Д. В ответе запишите целое число — так, как оно указано в таблице.</p>',
    answer: '6',
    compute: (t, m) => roadLength(t, m, 'ГД'),
  }),
  makeTask({
    key: 't01-2',
    difficulty: 2,
    roads: {
      letters: 'АБВГДЕК',
      lengths: { АБ: 5, АГ: 9, БВ: 13, БГ: 4, ВД: 8, ВЕ: 17, ГД: 21, ДК: 3, ЕК: 11 },
      hiddenOrder: 'ЕАДКБВГ',
    },
    question: '<p>Определите сумму длин дорог из пункта Б в пункт Г и из пункта Е в пункт К. В ответе запишите целое число.</p>',
    answer: '15',
    compute: (t, m) => roadLength(t, m, 'БГ') + roadLength(t, m, 'ЕК'),
  }),
  makeTask({
    key: 't01-3',
    difficulty: 1,
    marks: true,
    roads: {
      letters: 'АБВГДЕЖ',
      lengths: { АБ: 1, АВ: 1, АГ: 1, БД: 1, ВД: 1, ВЕ: 1, ГЕ: 1, ДЖ: 1, ЕЖ: 1, ГЖ: 1 },
      hiddenOrder: 'ДЖВАЕГБ',
    },
    question:
      '<p>Какие номера в таблице соответствуют пунктам Б и Е на схеме? В ответе запишите эти два номера в порядке возрастания без пробелов и знаков препинания.</p>',
    answer: '57',
    compute: (_t, m) =>
      [m.get('Б') ?? 0, m.get('Е') ?? 0]
        .map((i) => i + 1)
        .sort((a, b) => a - b)
        .join(''),
  }),
  makeTask({
    key: 't01-4',
    difficulty: 3,
    roads: {
      letters: 'АБВГДЕКЛ',
      lengths: { АБ: 6, АВ: 14, БГ: 9, БД: 20, ВГ: 3, ВЕ: 12, ГК: 16, ДК: 5, ДЛ: 18, ЕК: 7, КЛ: 4 },
      hiddenOrder: 'КВЛАЕГДБ',
    },
    question:
      '<p>Определите длину кратчайшего пути из пункта А в пункт Л, если передвигаться можно только по указанным дорогам. В ответе запишите целое число.</p>',
    answer: '35',
    compute: (t, m) => shortestPath(t, m.get('А') ?? -1, m.get('Л') ?? -1),
  }),
  makeTask({
    key: 't01-5',
    difficulty: 2,
    roads: {
      letters: 'АБВГДЕК',
      lengths: { АБ: 8, АГ: 13, БВ: 10, БД: 7, ВЕ: 19, ГД: 25, ГК: 4, ДЕ: 12, ЕК: 16, ДК: 22 },
      hiddenOrder: 'БЕГКАДВ',
    },
    question:
      '<p>Определите, на сколько километров длина дороги из пункта Д в пункт К больше длины дороги из пункта Б в пункт Д. В ответе запишите целое число.</p>',
    answer: '15',
    compute: (t, m) => roadLength(t, m, 'ДК') - roadLength(t, m, 'БД'),
  }),
];
