/**
 * Type 26 — sorting and greedy choice over a .txt file. The data is generated once from fixed seeds;
 * each reference solution reads the built file back, as a student's program would. Every greedy step
 * is the one the classic proof justifies (see the comments by each solution).
 */
import { buildTxt } from '@ege/core/files/build-txt';
import { seededRandom } from '@ege/core/generators/seeded-random';
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';

const table = (rows: number[][]): DemoAnswer => ({ kind: 'table', rows: rows.map((r) => r.map(String)) });

/** The file as rows of integers (a student's `split()` of every line). */
export function readRows(f: DemoFile): number[][] {
  return f
    .build()
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/).map(Number));
}

const asc = (a: number, b: number): number => a - b;

// ——— t26-1: the archive disk ———

const t261 = (() => {
  const rnd = seededRandom(2601);
  const sizes = Array.from({ length: 1000 }, () => rnd.int(10, 120));
  return { capacity: 25000, sizes };
})();

/**
 * Most files: the smallest ones. Largest file among them: keep the k − 1 smallest and put in the
 * largest file that still fits (any other set of k files weighs at least as much).
 */
function archive(rows: number[][]): number[] {
  const [capacity = 0] = rows[0] ?? [];
  const sizes = rows.slice(1).map((r) => r[0] ?? 0).sort(asc);
  let k = 0;
  let used = 0;
  while (k < sizes.length && used + (sizes[k] ?? 0) <= capacity) used += sizes[k++] ?? 0;
  const base = used - (sizes[k - 1] ?? 0);
  const largest = Math.max(...sizes.slice(k - 1).filter((s) => base + s <= capacity));
  return [k, largest];
}

// ——— t26-2: buying parts of two types ———

const t262 = (() => {
  const rnd = seededRandom(2602);
  const items = Array.from({ length: 800 }, () => ({ price: rnd.int(100, 5000), type: rnd.next() < 0.4 ? 'A' : 'B' }));
  return { budget: 700000, items };
})();

/** A first: the cheapest ones, as many as fit; then B the same way. Returns [B bought, money left]. */
function purchase(lines: string[]): number[] {
  const [, budget = 0] = (lines[0] ?? '').split(/\s+/).map(Number);
  const items = lines.slice(1).map((l) => {
    const [price = '0', type = ''] = l.split(/\s+/);
    return { price: Number(price), type };
  });
  let money = budget;
  const buy = (type: string): number => {
    let bought = 0;
    for (const price of items.filter((i) => i.type === type).map((i) => i.price).sort(asc)) {
      if (price > money) break;
      money -= price;
      bought++;
    }
    return bought;
  };
  buy('A');
  const b = buy('B');
  return [b, money];
}

// ——— t26-3: events in one hall ———

const t263 = (() => {
  const rnd = seededRandom(2603);
  return Array.from({ length: 1200 }, () => {
    const start = rnd.int(0, 1380);
    return [start, start + rnd.int(15, 180)] as [number, number];
  });
})();

/**
 * Most events: earliest finish first. The greedy (k − 1)-th finish is the earliest any k − 1
 * compatible events can end, so the latest possible start of a k-th event is the latest start at or
 * after it.
 */
function events(rows: number[][]): number[] {
  const list = rows.slice(1).map(([s = 0, e = 0]) => [s, e] as [number, number]);
  const byEnd = [...list].sort((a, b) => a[1] - b[1]);
  const ends: number[] = [];
  for (const [s, e] of byEnd) if (ends.length === 0 || s >= (ends[ends.length - 1] ?? 0)) ends.push(e);
  const k = ends.length;
  const before = ends[k - 2] ?? 0;
  const lastStart = Math.max(...list.filter(([s]) => s >= before).map(([s]) => s));
  return [k, lastStart];
}

// ——— t26-4: the cinema ———

const t264 = (() => {
  const rnd = seededRandom(2604);
  const taken = new Set<string>();
  const seats: [number, number][] = [];
  while (seats.length < 6000) {
    const seat: [number, number] = [rnd.int(1, 2000), rnd.int(1, 60)];
    if (taken.has(seat.join(' '))) continue;
    taken.add(seat.join(' '));
    seats.push(seat);
  }
  return seats;
})();

/** Highest row with exactly two free seats between two taken ones; the smallest such pair's left seat. */
function cinema(rows: number[][]): number[] {
  const byRow = new Map<number, number[]>();
  for (const [row = 0, seat = 0] of rows.slice(1)) byRow.set(row, [...(byRow.get(row) ?? []), seat]);
  for (const row of [...byRow.keys()].sort((a, b) => b - a)) {
    const seats = (byRow.get(row) ?? []).sort(asc);
    for (let i = 0; i + 1 < seats.length; i++) if ((seats[i + 1] ?? 0) - (seats[i] ?? 0) === 3) return [row, (seats[i] ?? 0) + 1];
  }
  throw new Error('t26-4: no row has such a pair');
}

// ——— t26-5: nested boxes ———

const t265 = (() => {
  const rnd = seededRandom(2605);
  return Array.from({ length: 2000 }, () => rnd.int(50, 1000));
})();

/**
 * chain(x) = most boxes in a set whose smallest box is x; taking the smallest box that fits next is
 * never worse, and chain(x) does not grow with x, so the answer is chain(min) and the largest x
 * with that value.
 */
function boxes(rows: number[][]): number[] {
  const sizes = [...new Set(rows.slice(1).map((r) => r[0] ?? 0))].sort(asc);
  const chain = new Array<number>(sizes.length).fill(1);
  let next = sizes.length;
  for (let i = sizes.length - 1; i >= 0; i--) {
    const x = sizes[i] ?? 0;
    // next = the first index with size ≥ x + 3; it only moves left as x decreases.
    while (next > 0 && (sizes[next - 1] ?? 0) >= x + 3) next--;
    chain[i] = 1 + (next < sizes.length ? (chain[next] ?? 0) : 0);
  }
  const most = Math.max(...chain);
  let largest = 0;
  chain.forEach((c, i) => {
    if (c === most) largest = Math.max(largest, sizes[i] ?? 0);
  });
  return [most, largest];
}

const files = {
  't26-1': { name: '26.txt', build: () => buildTxt([`${t261.capacity} ${t261.sizes.length}`, ...t261.sizes]) },
  't26-2': { name: '26.txt', build: () => buildTxt([`${t262.items.length} ${t262.budget}`, ...t262.items.map((i) => `${i.price} ${i.type}`)]) },
  't26-3': { name: '26.txt', build: () => buildTxt([t263.length, ...t263.map(([s, e]) => `${s} ${e}`)]) },
  't26-4': { name: '26.txt', build: () => buildTxt([t264.length, ...t264.map(([r, s]) => `${r} ${s}`)]) },
  't26-5': { name: '26.txt', build: () => buildTxt([t265.length, ...t265]) },
} satisfies Record<string, DemoFile>;

const lines = (f: DemoFile): string[] =>
  f
    .build()
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

export const type26Tasks: DemoTask[] = [
  {
    key: 't26-1',
    type: 26,
    difficulty: 1,
    text:
      '<p>Системный администратор раз в неделю создаёт архив пользовательских файлов. Однако объём диска, куда он помещает архив, ' +
      'может быть меньше, чем суммарный объём архивируемых файлов. Известно, какой объём занимает файл каждого пользователя.</p>' +
      '<p>По заданной информации об объёме файлов пользователей и свободном объёме на архивном диске определите максимальное число пользователей, ' +
      'чьи файлы можно сохранить в архиве, а также максимальный размер имеющегося файла, который может быть сохранён в архиве, ' +
      'при условии, что сохранены файлы максимально возможного числа пользователей.</p>' +
      '<p><b>Входные данные.</b> В первой строке входного файла находятся два числа: <i>S</i> — размер свободного места на диске ' +
      '(натуральное число, не превышающее 100 000) и <i>N</i> — количество пользователей (натуральное число, не превышающее 10 000). ' +
      'В следующих <i>N</i> строках находятся значения объёмов файлов каждого пользователя (все числа натуральные, не превышающие 1000), каждое в отдельной строке.</p>' +
      '<p>Запишите в ответе два числа: сначала наибольшее число пользователей, чьи файлы могут быть помещены в архив, затем максимальный размер имеющегося файла, ' +
      'который может быть сохранён в архиве, при условии, что сохранены файлы максимально возможного числа пользователей.</p>',
    files: [files['t26-1']],
    answer: table([[587, 78]]),
    solve: () => table([archive(readRows(files['t26-1']))]),
  },
  {
    key: 't26-2',
    type: 26,
    difficulty: 2,
    text:
      '<p>Предприятие закупает комплектующие двух типов — A и B. Известны цена и тип каждого из предлагаемых изделий (каждое изделие можно купить только один раз). ' +
      'Сначала на выделенную сумму покупают максимально возможное количество комплектующих типа A, причём так, чтобы на них была потрачена ' +
      'наименьшая возможная сумма. Затем на оставшиеся деньги покупают максимально возможное количество комплектующих типа B, также потратив на них наименьшую возможную сумму.</p>' +
      '<p>Определите, сколько комплектующих типа B будет куплено и какая сумма останется неизрасходованной.</p>' +
      '<p><b>Входные данные.</b> В первой строке входного файла находятся два числа: <i>N</i> — количество предлагаемых изделий ' +
      'и <i>M</i> — выделенная на покупку сумма (в рублях). В каждой из следующих <i>N</i> строк записаны цена изделия (натуральное число) и, через пробел, его тип (буква A или B).</p>' +
      '<p>Запишите в ответе два числа: сначала количество купленных комплектующих типа B, затем неизрасходованную сумму.</p>',
    files: [files['t26-2']],
    answer: table([[7, 87]]),
    solve: () => table([purchase(lines(files['t26-2']))]),
  },
  {
    key: 't26-3',
    type: 26,
    difficulty: 3,
    text:
      '<p>В конференц-зале в течение суток нужно провести как можно больше мероприятий. Поступили заявки: для каждого мероприятия известны ' +
      'время начала и время окончания (в минутах от начала суток). Одновременно в зале может идти только одно мероприятие; ' +
      'следующее мероприятие может начаться в ту же минуту, когда закончилось предыдущее.</p>' +
      '<p>Определите максимальное количество мероприятий, которые можно провести в зале, и самое позднее время начала последнего мероприятия ' +
      'среди всех вариантов расписания с максимальным количеством мероприятий.</p>' +
      '<p><b>Входные данные.</b> В первой строке входного файла находится число <i>N</i> — количество заявок. ' +
      'В каждой из следующих <i>N</i> строк записаны через пробел два натуральных числа — время начала и время окончания мероприятия.</p>' +
      '<p>Запишите в ответе два числа: сначала максимальное количество мероприятий, затем самое позднее время начала последнего из них.</p>',
    files: [files['t26-3']],
    answer: table([[45, 1379]]),
    solve: () => table([events(readRows(files['t26-3']))]),
  },
  {
    key: 't26-4',
    type: 26,
    difficulty: 2,
    text:
      '<p>В кинотеатре 2000 рядов, в каждом ряду 60 мест; места в ряду пронумерованы подряд, начиная с 1. ' +
      'Известна информация о проданных билетах (о занятых местах).</p>' +
      '<p>Найдите ряд с наибольшим номером, в котором есть два соседних свободных места, таких что непосредственно слева и справа от них ' +
      'места заняты. Гарантируется, что такой ряд есть. В ответе запишите номер этого ряда и наименьший номер места из таких пар свободных мест в этом ряду.</p>' +
      '<p><b>Входные данные.</b> В первой строке входного файла находится число <i>N</i> — количество занятых мест. ' +
      'В каждой из следующих <i>N</i> строк записаны через пробел номер ряда и номер места.</p>' +
      '<p>Запишите в ответе два числа: сначала номер ряда, затем наименьший номер места.</p>',
    files: [files['t26-4']],
    answer: table([[1996, 43]]),
    solve: () => table([cinema(readRows(files['t26-4']))]),
  },
  {
    key: 't26-5',
    type: 26,
    difficulty: 3,
    text:
      '<p>При упаковке подарков коробки вкладывают одну в другую. Коробку можно вложить в другую, если размер другой коробки ' +
      'больше её размера не менее чем на 3 единицы; в каждую коробку непосредственно вкладывается не более одной коробки. ' +
      'Известны размеры всех имеющихся коробок.</p>' +
      '<p>Определите наибольшее количество коробок, которые можно вложить друг в друга (в один набор), и максимально возможный размер ' +
      'самой маленькой коробки в наборе с таким количеством коробок.</p>' +
      '<p><b>Входные данные.</b> В первой строке входного файла находится число <i>N</i> — количество коробок. ' +
      'В каждой из следующих <i>N</i> строк записан размер одной коробки (натуральное число).</p>' +
      '<p>Запишите в ответе два числа: сначала наибольшее количество коробок в наборе, затем максимально возможный размер самой маленькой коробки.</p>',
    files: [files['t26-5']],
    answer: table([[303, 51]]),
    solve: () => table([boxes(readRows(files['t26-5']))]),
  },
];
