import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 26: a file 26.txt (a line of parameters, then thousands of data lines); sorting and a greedy
 * choice give two numbers (a 1×2 table). Four exam families: the archive disk, the cinema rows, the
 * shop's discount on every second (third) item, the left-luggage office's cells. `solve` sorts and
 * goes greedily, as the 'Разбор' does; `check` uses another structure (counts by value, a seat map,
 * the store's order simulated, a linear scan of the cells).
 */
type Archive = { family: 'archive'; capacity: number; sizes: number[] };
type Cinema = { family: 'cinema'; rows: number; seats: number; taken: number[]; gap: number; atLeast: boolean };
type Discount = { family: 'discount'; prices: number[]; threshold: number; percent: number; every: 2 | 3 };
type Storage = { family: 'storage'; cells: number; starts: number[]; ends: number[] };
/** kinds[i]: 0 — an item of type A, 1 — of type B. */
type Purchase = { family: 'purchase'; budget: number; prices: number[]; kinds: number[] };
type Params = Archive | Cinema | Discount | Storage | Purchase;

/** A taken seat as one number: row · 1000 + seat (seats < 1000). */
const seatKey = (row: number, seat: number): number => row * 1000 + seat;
const table = (a: number, b: number): GeneratedAnswer => ({ kind: 'table', rows: [[String(a), String(b)]] });
const ascending = (a: number, b: number): number => a - b;

// ——— solve: the greedy over sorted data ———

function solveArchive(p: Archive): GeneratedAnswer | null {
  const sizes = Float64Array.from(p.sizes).sort();
  let k = 0;
  let used = 0;
  while (k < sizes.length && used + sizes[k]! <= p.capacity) used += sizes[k++]!;
  if (k === 0 || k === sizes.length) return null;
  // Keep the k − 1 smallest and put in the largest file that still fits in their place.
  const base = used - sizes[k - 1]!;
  let largest = sizes[k - 1]!;
  for (let i = k; i < sizes.length && base + sizes[i]! <= p.capacity; i++) largest = sizes[i]!;
  return table(k, largest);
}

function solveCinema(p: Cinema): GeneratedAnswer | null {
  const keys = Float64Array.from(p.taken).sort();
  let bestRow = -1;
  let bestSeat = 0;
  for (let i = 0; i + 1 < keys.length; i++) {
    const row = Math.floor(keys[i]! / 1000);
    if (Math.floor(keys[i + 1]! / 1000) !== row || row < bestRow) continue;
    const free = keys[i + 1]! - keys[i]! - 1;
    if (p.atLeast ? free < p.gap : free !== p.gap) continue;
    // Sorted ascending: the first hit of a higher row has the smallest seat.
    if (row > bestRow) {
      bestRow = row;
      bestSeat = (keys[i]! % 1000) + 1;
    }
  }
  return bestRow < 0 ? null : table(bestRow, bestSeat);
}

function solveDiscount(p: Discount): GeneratedAnswer | null {
  const dear = p.prices.filter((x) => x > p.threshold).sort(ascending);
  const count = Math.floor(dear.length / p.every);
  if (count === 0) return null;
  // The store puts the cheapest expensive items on the discounted places.
  let discounted = 0;
  for (let i = 0; i < count; i++) discounted += dear[i]!;
  const total = p.prices.reduce((s, x) => s + x, 0);
  const hundredths = total * 100 - discounted * p.percent;
  return table(Math.ceil(hundredths / 100), dear[count - 1]!);
}

/** A binary heap of numbers (smallest first) with a parallel payload. */
class Heap {
  private keys: number[] = [];
  private values: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  peek(): number {
    return this.keys[0]!;
  }
  push(key: number, value: number): void {
    const k = this.keys;
    const v = this.values;
    let i = k.length;
    k.push(key);
    v.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (k[parent]! <= key) break;
      k[i] = k[parent]!;
      v[i] = v[parent]!;
      i = parent;
    }
    k[i] = key;
    v[i] = value;
  }
  /** Removes the smallest key; returns its payload. */
  pop(): number {
    const k = this.keys;
    const v = this.values;
    const top = v[0]!;
    const lastKey = k.pop()!;
    const lastValue = v.pop()!;
    if (k.length > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= k.length) break;
        if (child + 1 < k.length && k[child + 1]! < k[child]!) child++;
        if (k[child]! >= lastKey) break;
        k[i] = k[child]!;
        v[i] = v[child]!;
        i = child;
      }
      k[i] = lastKey;
      v[i] = lastValue;
    }
    return top;
  }
}

function solveStorage(p: Storage): GeneratedAnswer | null {
  const order = p.starts.map((_, i) => i).sort((a, b) => p.starts[a]! - p.starts[b]!);
  const free = new Heap();
  for (let c = 1; c <= p.cells; c++) free.push(c, c);
  const busy = new Heap();
  let accepted = 0;
  let lastCell = 0;
  for (const i of order) {
    const start = p.starts[i]!;
    // A cell is free from the minute after its luggage was taken.
    while (busy.size > 0 && busy.peek() < start) {
      const cell = busy.pop();
      free.push(cell, cell);
    }
    if (free.size === 0) continue;
    const cell = free.pop();
    busy.push(p.ends[i]!, cell);
    accepted++;
    lastCell = cell;
  }
  return accepted === p.starts.length || accepted === 0 ? null : table(accepted, lastCell);
}

/** A first: the cheapest ones while the money lasts; then B the same way. */
function solvePurchase(p: Purchase): GeneratedAnswer | null {
  let money = p.budget;
  let boughtB = 0;
  for (const kind of [0, 1]) {
    const prices = Float64Array.from(p.prices.filter((_, i) => p.kinds[i] === kind)).sort();
    let bought = 0;
    while (bought < prices.length && prices[bought]! <= money) money -= prices[bought++]!;
    boughtB = bought;
    if (kind === 1 && (bought === prices.length || bought === 0)) return null;
  }
  return table(boughtB, money);
}

function solve(p: Params): GeneratedAnswer | null {
  if (p.family === 'archive') return solveArchive(p);
  if (p.family === 'cinema') return solveCinema(p);
  if (p.family === 'discount') return solveDiscount(p);
  if (p.family === 'purchase') return solvePurchase(p);
  return solveStorage(p);
}

// ——— check: other structures ———

/** Counts by size: the most files by walking the sizes upwards; then, per size from the top, the least total of k files that include it. */
function checkArchive(p: Archive): GeneratedAnswer | null {
  const top = Math.max(...p.sizes);
  const counts = new Int32Array(top + 1);
  for (const s of p.sizes) counts[s]!++;
  let k = 0;
  let room = p.capacity;
  let kthValue = 0;
  for (let v = 1; v <= top; v++) {
    if (counts[v] === 0) continue;
    const take = Math.min(counts[v]!, Math.floor(room / v));
    k += take;
    room -= take * v;
    if (take > 0) kthValue = v;
    if (take < counts[v]!) break;
  }
  if (k === 0 || k === p.sizes.length) return null;
  // The sum of the k − 1 smallest files and the size of the largest of them, from the counts.
  let before = 0;
  let sumKm1 = 0;
  let left = k - 1;
  for (let v = 1; v <= top && left > 0; v++) {
    const take = Math.min(counts[v]!, left);
    sumKm1 += take * v;
    left -= take;
    if (take > 0) before = v;
  }
  for (let v = top; v >= 1; v--) {
    if (counts[v] === 0) continue;
    // A set of k files with one file of size v: the least total is v plus the k − 1 smallest of the others.
    // When v is among the k − 1 smallest, those k − 1 and the k-th smallest are that set.
    const least = v <= before ? sumKm1 + kthValue : sumKm1 + v;
    if (least <= p.capacity) return table(k, v);
  }
  return null;
}

/** A seat map per row: the rows from the top, each scanned seat by seat for a run of free seats. */
function checkCinema(p: Cinema): GeneratedAnswer | null {
  const rows = new Map<number, Uint8Array>();
  for (const key of p.taken) {
    const row = Math.floor(key / 1000);
    let map = rows.get(row);
    if (!map) rows.set(row, (map = new Uint8Array(p.seats + 2)));
    map[key % 1000] = 1;
  }
  for (const row of [...rows.keys()].sort((a, b) => b - a)) {
    const map = rows.get(row)!;
    for (let seat = 2; seat <= p.seats; seat++) {
      if (map[seat] === 1 || map[seat - 1] === 0) continue;
      let end = seat;
      while (end <= p.seats && map[end] === 0) end++;
      const free = end - seat;
      if (end <= p.seats && (p.atLeast ? free >= p.gap : free === p.gap)) return table(row, seat);
    }
  }
  return null;
}

/** The store's order built explicitly (dearest first, so the discounted places get the cheapest), then walked. */
function checkDiscount(p: Discount): GeneratedAnswer | null {
  const order = [...p.prices].sort((a, b) => b - a);
  const dear = order.filter((x) => x > p.threshold);
  const m = dear.length;
  const places = Math.floor(m / p.every);
  if (places === 0) return null;
  // Undiscounted places first take the dearest items, the discounted places the cheapest ones.
  const arranged = new Array<number>(m);
  let nextDear = 0;
  let nextCheap = m - 1;
  for (let i = 0; i < m; i++) arranged[i] = (i + 1) % p.every === 0 ? dear[nextCheap--]! : dear[nextDear++]!;
  let cost = 0;
  let dearestDiscounted = 0;
  let seen = 0;
  for (const x of [...order.filter((x) => x <= p.threshold), ...arranged]) {
    if (x > p.threshold && ++seen % p.every === 0) {
      cost += x * (100 - p.percent);
      dearestDiscounted = Math.max(dearestDiscounted, x);
    } else cost += x * 100;
  }
  return table(Math.floor((cost + 99) / 100), dearestDiscounted);
}

/** Every passenger scans the cells from the first for one whose luggage was taken before. */
function checkStorage(p: Storage): GeneratedAnswer | null {
  const until = new Float64Array(p.cells).fill(-1);
  const order = p.starts.map((s, i) => [s, p.ends[i]!] as const).sort((a, b) => a[0] - b[0]);
  let accepted = 0;
  let lastCell = 0;
  for (const [start, end] of order) {
    for (let c = 0; c < p.cells; c++) {
      if (until[c]! < start) {
        until[c] = end;
        accepted++;
        lastCell = c + 1;
        break;
      }
    }
  }
  return accepted === p.starts.length || accepted === 0 ? null : table(accepted, lastCell);
}

/** Counts by price per type: as many of each price as the money covers, the prices upwards. */
function checkPurchase(p: Purchase): GeneratedAnswer | null {
  const top = Math.max(...p.prices);
  const counts = [new Int32Array(top + 1), new Int32Array(top + 1)];
  p.prices.forEach((price, i) => counts[p.kinds[i]!]![price]!++);
  let money = p.budget;
  const bought = [0, 0];
  for (const kind of [0, 1]) {
    const count = counts[kind]!;
    for (let v = 1; v <= top; v++) {
      const take = Math.min(count[v]!, Math.floor(money / v));
      bought[kind]! += take;
      money -= take * v;
      if (take < count[v]!) break;
    }
  }
  const total = (kind: number) => p.kinds.filter((k) => k === kind).length;
  if (bought[1] === total(1) || bought[1] === 0) return null;
  return table(bought[1]!, money);
}

function check(p: Params): GeneratedAnswer | null {
  if (p.family === 'archive') return checkArchive(p);
  if (p.family === 'cinema') return checkCinema(p);
  if (p.family === 'discount') return checkDiscount(p);
  if (p.family === 'purchase') return checkPurchase(p);
  return checkStorage(p);
}

// ——— draw ———

function drawArchive(random: SeededRandom, difficulty: Difficulty): Archive | null {
  const n = difficulty === 1 ? random.int(800, 2000) : difficulty === 2 ? random.int(3000, 6000) : random.int(6000, 10000);
  const top = difficulty === 1 ? random.int(100, 300) : difficulty === 2 ? 1000 : random.pick([5000, 10000, 50000]);
  const low = difficulty === 3 ? random.int(1, 50) : random.int(10, 30);
  const sizes = new Array<number>(n);
  let total = 0;
  for (let i = 0; i < n; i++) total += sizes[i] = random.int(low, top);
  const capacity = Math.round(total * (0.08 + random.next() * 0.22));
  return { family: 'archive', capacity, sizes };
}

function drawCinema(random: SeededRandom, difficulty: Difficulty): Cinema | null {
  const rows = difficulty === 1 ? random.int(300, 1000) : difficulty === 2 ? random.int(5000, 20000) : random.int(50000, 100000);
  const seats = difficulty === 1 ? random.int(30, 50) : difficulty === 2 ? random.int(50, 80) : random.int(80, 120);
  const populated = difficulty === 1 ? random.int(60, 120) : difficulty === 2 ? random.int(100, 180) : random.int(120, 200);
  const gap = difficulty === 1 ? 2 : difficulty === 2 ? random.int(2, 3) : random.int(3, 5);
  const atLeast = difficulty === 3 && random.next() < 0.5;
  // A free seat is rare enough that only about one populated row in eight has the asked run.
  const hit = 0.12 / seats;
  const freeShare = Math.min(0.3, Math.pow(hit / 0.8, 1 / gap));
  const used = new Set<number>();
  while (used.size < Math.min(populated, rows)) used.add(random.int(1, rows));
  const taken: number[] = [];
  for (const row of used) for (let seat = 1; seat <= seats; seat++) if (random.next() >= freeShare) taken.push(seatKey(row, seat));
  return { family: 'cinema', rows, seats, taken: random.shuffle(taken), gap, atLeast };
}

function drawDiscount(random: SeededRandom, difficulty: Difficulty): Discount | null {
  const n = difficulty === 1 ? random.int(1000, 3000) : difficulty === 2 ? random.int(3000, 10000) : random.int(10000, 20000);
  const top = difficulty === 1 ? random.pick([200, 500]) : difficulty === 2 ? random.pick([1000, 2000, 5000]) : random.pick([5000, 10000]);
  const threshold = difficulty === 1 ? random.pick([50, 100]) : Math.round((top * random.int(2, 6)) / 10 / 10) * 10;
  const percent = difficulty === 1 ? random.pick([20, 25, 50]) : random.pick([10, 15, 20, 25, 30, 35]);
  const every = difficulty === 3 ? random.pick([2, 3] as const) : 2;
  const prices = new Array<number>(n);
  for (let i = 0; i < n; i++) prices[i] = random.int(1, top);
  return { family: 'discount', prices, threshold, percent, every };
}

function drawStorage(random: SeededRandom, difficulty: Difficulty): Storage | null {
  const cells = difficulty === 1 ? random.int(5, 20) : difficulty === 2 ? random.int(20, 100) : random.int(100, 300);
  const n = difficulty === 1 ? random.int(500, 1500) : difficulty === 2 ? random.int(2000, 5000) : random.int(5000, 10000);
  const horizon = 10 * n;
  // About as much luggage as the cells can hold, so that some of it is turned away.
  const load = 1 + random.next() * 0.4;
  const longest = Math.max(2, Math.round(2 * load * (horizon / n) * cells));
  const seen = new Set<number>();
  const starts: number[] = [];
  const ends: number[] = [];
  while (starts.length < n) {
    const start = random.int(1, horizon);
    if (seen.has(start)) continue;
    seen.add(start);
    starts.push(start);
    ends.push(start + random.int(1, longest));
  }
  return { family: 'storage', cells, starts, ends };
}

function drawPurchase(random: SeededRandom, difficulty: Difficulty): Purchase | null {
  const n = difficulty === 1 ? random.int(500, 1500) : difficulty === 2 ? random.int(1500, 5000) : random.int(5000, 10000);
  const top = difficulty === 1 ? 1000 : difficulty === 2 ? 5000 : 10000;
  const shareA = 0.3 + random.next() * 0.4;
  const prices = new Array<number>(n);
  const kinds = new Array<number>(n);
  let totalA = 0;
  for (let i = 0; i < n; i++) {
    kinds[i] = random.next() < shareA ? 0 : 1;
    prices[i] = random.int(difficulty === 3 ? 1 : 10, top);
    if (kinds[i] === 0) totalA += prices[i]!;
  }
  // Either the money ends among the A items (a few cheap B fit into the rest) or it buys all of A and part of B.
  const budget = Math.round(totalA * (0.5 + random.next() * (difficulty === 1 ? 0.4 : 0.9)));
  return { family: 'purchase', budget, prices, kinds };
}

const families = ['archive', 'cinema', 'discount', 'storage', 'purchase'] as const;

// ——— render ———

/** The round bound a statement gives for a count: 1000, 10 000, 20 000, 50 000, 100 000… */
const bound = (x: number): number => [1000, 10000, 20000, 50000, 100000, 1000000].find((b) => b >= x) ?? x;
const nfmt = (x: number): string => (x >= 10000 ? String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : String(x));

function renderArchive(p: Archive, a: number, b: number) {
  const files = pluralRu(a, ['файл', 'файла', 'файлов']);
  const top = Math.max(...p.sizes);
  const text =
    '<p>Системный администратор раз в неделю создаёт архив пользовательских файлов. Однако объём диска, куда он помещает архив, может быть меньше, чем суммарный объём архивируемых файлов. Известно, какой объём занимает файл каждого пользователя.</p>' +
    '<p>По заданной информации об объёме файлов пользователей и свободном объёме на архивном диске определите максимальное число пользователей, чьи файлы можно сохранить в архиве, а также максимальный размер имеющегося файла, который может быть сохранён в архиве, при условии, что сохранены файлы максимально возможного числа пользователей.</p>' +
    `<p><b>Входные данные.</b> В первой строке входного файла находятся два числа: <i>S</i> — размер свободного места на диске (натуральное число, не превышающее ${nfmt(10 ** Math.ceil(Math.log10(p.capacity + 1)))}) и <i>N</i> — количество пользователей (натуральное число, не превышающее 10 000). В следующих <i>N</i> строках находятся значения объёмов файлов каждого пользователя (все числа натуральные, не превышающие ${nfmt(top <= 1000 ? 1000 : 10 ** Math.ceil(Math.log10(top)))}), каждое в отдельной строке.</p>` +
    '<p>Запишите в ответе два числа: сначала наибольшее число пользователей, чьи файлы могут быть помещены в архив, затем максимальный размер имеющегося файла, который может быть сохранён в архиве, при условии, что сохранены файлы максимально возможного числа пользователей.</p>';
  const content = `${p.capacity} ${p.sizes.length}\n${p.sizes.join('\n')}\n`;
  const steps =
    '<p>Чтобы сохранить как можно больше файлов, берём самые маленькие: сортируем размеры по возрастанию и добавляем файлы, пока они помещаются. ' +
    `Так помещается k = ${a} ${files}; больше нельзя, потому что любой набор из k + 1 файлов весит не меньше, чем k + 1 самых маленьких.</p>` +
    `<p>Чтобы последний файл был как можно больше, оставляем k − 1 самых маленьких файлов (они занимают меньше всего места), а вместо k-го ищем самый большой из оставшихся файлов, который ещё помещается в свободный объём. Это файл размером ${b}.</p>`;
  const python =
    "with open('26.txt') as f:\n    s, n = map(int, f.readline().split())\n    sizes = sorted(int(f.readline()) for _ in range(n))\n" +
    'k = 0\nused = 0\nwhile k < n and used + sizes[k] <= s:\n    used += sizes[k]\n    k += 1\n' +
    'base = used - sizes[k - 1]\nlargest = max(x for x in sizes[k - 1:] if base + x <= s)\nprint(k, largest)\n';
  return { text, content, steps, python };
}

function renderCinema(p: Cinema, a: number, b: number) {
  const gapWord = p.atLeast ? `не менее ${p.gap} свободных мест` : `ровно ${p.gap} ${pluralRu(p.gap, ['свободное место', 'свободных места', 'свободных мест'])}`;
  const group = p.gap === 2 && !p.atLeast ? 'два соседних свободных места' : `${gapWord} подряд`;
  const text =
    `<p>В кинотеатре ${nfmt(p.rows)} ${pluralRu(p.rows, ['ряд', 'ряда', 'рядов'])} по ${p.seats} ${pluralRu(p.seats, ['месту', 'места', 'мест'])} в каждом; ряды пронумерованы подряд, начиная с 1, места в каждом ряду — тоже подряд, начиная с 1. Известна информация о проданных билетах, то есть о занятых местах.</p>` +
    `<p>Найдите ряд с наибольшим номером, в котором есть ${group}, такие что непосредственно слева и справа от них места в том же ряду заняты${p.atLeast ? ' (все места между этими двумя занятыми местами свободны)' : ''}. Гарантируется, что хотя бы один такой ряд есть. ` +
    'В ответе запишите два целых числа: номер этого ряда и наименьший номер свободного места среди всех таких групп свободных мест в этом ряду.</p>' +
    `<p><b>Входные данные.</b> В первой строке входного файла находится одно число <i>N</i> — количество занятых мест (натуральное число, не превышающее ${nfmt(bound(p.taken.length))}). В каждой из следующих <i>N</i> строк находятся два натуральных числа, записанных через пробел: номер ряда и номер занятого места. Строки записаны в произвольном порядке.</p>` +
    '<p>Запишите в ответе два числа: сначала номер ряда, затем наименьший номер места.</p>';
  const content = `${p.taken.length}\n${p.taken.map((k) => `${Math.floor(k / 1000)} ${k % 1000}`).join('\n')}\n`;
  const steps =
    '<p>Сортируем занятые места по номеру ряда, а внутри ряда — по номеру места. Тогда два соседних в списке места одного ряда — это ближайшие занятые места, и между ними свободны ровно (разность номеров − 1) мест.</p>' +
    `<p>Ищем пары соседних занятых мест одного ряда, между которыми ${gapWord}. Среди рядов, где такие пары есть, берём наибольший номер — это ряд ${a}; в нём у первой (по номеру места) такой пары первое свободное место — ${b}.</p>`;
  const python =
    "with open('26.txt') as f:\n    n = int(f.readline())\n    taken = sorted(tuple(map(int, f.readline().split())) for _ in range(n))\n" +
    `K = ${p.gap}\nbest = None\nfor (r1, s1), (r2, s2) in zip(taken, taken[1:]):\n` +
    `    if r1 == r2 and s2 - s1 - 1 ${p.atLeast ? '>=' : '=='} K:\n        if best is None or r1 > best[0]:\n            best = (r1, s1 + 1)\nprint(*best)\n`;
  return { text, content, steps, python };
}

function renderDiscount(p: Discount, a: number, b: number) {
  const nth = p.every === 2 ? 'второй' : 'третий';
  const text =
    `<p>Магазин предоставляет оптовому покупателю скидку по следующим правилам:</p><p>— на каждый ${nth} товар стоимостью больше ${p.threshold} ${pluralRu(p.threshold, ['рубля', 'рублей', 'рублей'])} предоставляется скидка ${p.percent}%;<br>` +
    '— общая стоимость покупки со скидкой округляется вверх до целого числа рублей;<br>— порядок товаров в списке определяет магазин и делает это так, чтобы общая сумма скидки была наименьшей.</p>' +
    '<p>По известной стоимости каждого товара в покупке определите общую стоимость покупки с учётом скидки и стоимость самого дорогого товара, на который будет предоставлена скидка.</p>' +
    '<p><b>Входные данные.</b> В первой строке входного файла находится число <i>N</i> — общее количество купленных товаров. Каждая из следующих <i>N</i> строк содержит одно натуральное число — стоимость товара в рублях.</p>' +
    '<p>Запишите в ответе два числа: сначала общую стоимость покупки с учётом скидки, затем стоимость самого дорогого товара, на который будет предоставлена скидка.</p>';
  const content = `${p.prices.length}\n${p.prices.join('\n')}\n`;
  const dear = p.prices.filter((x) => x > p.threshold).length;
  const count = Math.floor(dear / p.every);
  const steps =
    `<p>Скидка действует только на товары дороже ${p.threshold} ${pluralRu(p.threshold, ['рубля', 'рублей', 'рублей'])}; таких товаров ${dear}. Каждый ${nth} из них получает скидку, значит, со скидкой будет продано ${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])} — столько, сколько раз по ${p.every} помещается в ${dear}.</p>` +
    `<p>Магазин хочет дать наименьшую скидку, поэтому ставит на места со скидкой самые дешёвые из этих товаров: сортируем их по возрастанию и берём первые ${count}. Самый дорогой из них стоит ${b}.</p>` +
    `<p>Стоимость покупки — сумма всех цен минус ${p.percent}% от суммы цен товаров со скидкой, округлённая вверх. Чтобы не ошибиться с дробями, считаем в копейках целыми числами: получается ${a}.</p>`;
  const python =
    "with open('26.txt') as f:\n    n = int(f.readline())\n    prices = [int(f.readline()) for _ in range(n)]\n" +
    `dear = sorted(x for x in prices if x > ${p.threshold})\ncount = len(dear) // ${p.every}\ncheap = dear[:count]\n` +
    `kopecks = sum(prices) * 100 - sum(cheap) * ${p.percent}\nprint((kopecks + 99) // 100, cheap[-1])\n`;
  return { text, content, steps, python };
}

function renderStorage(p: Storage, a: number, b: number) {
  const text =
    `<p>В камере хранения ${p.cells} ${pluralRu(p.cells, ['ячейка', 'ячейки', 'ячеек'])}, пронумерованных подряд, начиная с 1. Пассажиры сдают багаж в камеру хранения: известны время сдачи багажа и время, когда его заберут (в минутах от начала отсчёта). Пассажир сдаёт багаж в свободную ячейку с наименьшим номером. ` +
    'Ячейка освобождается в ту минуту, когда из неё забирают багаж, и может быть занята новым багажом начиная со следующей минуты. Если в момент прихода пассажира свободных ячеек нет, багаж не принимают и пассажир уходит.</p>' +
    '<p>Определите, сколько пассажиров сдадут багаж в камеру хранения, и номер ячейки, в которую сдаст багаж последний из них (пассажир, сдавший багаж позже всех).</p>' +
    '<p><b>Входные данные.</b> В первой строке входного файла находится число <i>N</i> — количество пассажиров. В каждой из следующих <i>N</i> строк записаны через пробел два натуральных числа: время сдачи багажа и время, когда его заберут (второе число больше первого). Все времена сдачи различны; строки записаны в произвольном порядке.</p>' +
    '<p>Запишите в ответе два числа: сначала количество пассажиров, сдавших багаж, затем номер ячейки последнего из них.</p>';
  const content = `${p.starts.length}\n${p.starts.map((s, i) => `${s} ${p.ends[i]}`).join('\n')}\n`;
  const steps =
    '<p>Моделируем работу камеры хранения: сортируем пассажиров по времени сдачи и для каждой ячейки храним время, когда из неё заберут багаж.</p>' +
    '<p>Для очередного пассажира ищем ячейку с наименьшим номером, из которой багаж забрали раньше его прихода (время получения меньше времени сдачи); если такой нет — пассажир уходит. ' +
    `Ячеек ${p.cells}, поэтому даже перебор ячеек для каждого пассажира работает быстро; быстрее — держать свободные ячейки в куче (heapq), а занятые — в куче по времени освобождения.</p>` +
    `<p>Багаж сдадут ${a} ${pluralRu(a, ['пассажир', 'пассажира', 'пассажиров'])}; последний — в ячейку ${b}.</p>`;
  const python =
    "import heapq\n\nwith open('26.txt') as f:\n    n = int(f.readline())\n    people = sorted(tuple(map(int, f.readline().split())) for _ in range(n))\n" +
    `free = list(range(1, ${p.cells} + 1))  # свободные ячейки (куча)\nbusy = []  # занятые: (время получения, ячейка)\ncount = 0\nlast = 0\n` +
    'for start, end in people:\n    while busy and busy[0][0] < start:\n        heapq.heappush(free, heapq.heappop(busy)[1])\n    if free:\n        c = heapq.heappop(free)\n        heapq.heappush(busy, (end, c))\n        count += 1\n        last = c\nprint(count, last)\n';
  return { text, content, steps, python };
}

function renderPurchase(p: Purchase, a: number, b: number) {
  const text =
    '<p>Предприятие закупает комплектующие двух типов — A и B. Известны цена и тип каждого из предлагаемых изделий (каждое изделие можно купить только один раз). ' +
    'Сначала на выделенную сумму покупают максимально возможное количество комплектующих типа A, причём так, чтобы на них была потрачена наименьшая возможная сумма. ' +
    'Затем на оставшиеся деньги покупают максимально возможное количество комплектующих типа B, также потратив на них наименьшую возможную сумму.</p>' +
    '<p>Определите, сколько комплектующих типа B будет куплено и какая сумма останется неизрасходованной.</p>' +
    `<p><b>Входные данные.</b> В первой строке входного файла находятся два числа: <i>N</i> — количество предлагаемых изделий (натуральное число, не превышающее 10 000) и <i>M</i> — выделенная на покупку сумма в рублях (натуральное число). В каждой из следующих <i>N</i> строк записаны цена изделия в рублях (натуральное число, не превышающее ${nfmt(Math.max(...p.prices) <= 1000 ? 1000 : 10000)}) и через пробел его тип (латинская буква A или B).</p>` +
    '<p>Запишите в ответе два числа: сначала количество купленных комплектующих типа B, затем неизрасходованную сумму.</p>';
  const content = `${p.prices.length} ${p.budget}\n${p.prices.map((price, i) => `${price} ${p.kinds[i] === 0 ? 'A' : 'B'}`).join('\n')}\n`;
  const steps =
    '<p>Чтобы купить как можно больше изделий A и потратить на них как можно меньше, берём самые дешёвые: сортируем цены изделий A по возрастанию и покупаем, пока хватает денег. ' +
    'Любые k изделий стоят не меньше k самых дешёвых, поэтому больше купить нельзя, а дешевле те же k не обойдутся.</p>' +
    `<p>На остаток так же покупаем самые дешёвые изделия B. Будет куплено ${a} ${pluralRu(a, ['изделие', 'изделия', 'изделий'])} типа B, останется ${b} ${pluralRu(b, ['рубль', 'рубля', 'рублей'])}.</p>`;
  const python =
    "with open('26.txt') as f:\n    n, money = map(int, f.readline().split())\n    items = [f.readline().split() for _ in range(n)]\n" +
    "for kind in 'AB':\n    bought = 0\n    for price in sorted(int(price) for price, t in items if t == kind):\n        if price > money:\n            break\n        money -= price\n        bought += 1\nprint(bought, money)\n";
  return { text, content, steps, python };
}

export const type26Generator: TaskGenerator<Params> = {
  type: 26,
  // 2: the archive's 'Разбор' speaks of k, so no numeral disagrees with its noun. 3: the purchase family.
  version: 3,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const family = random.pick(families);
    if (family === 'archive') return drawArchive(random, difficulty);
    if (family === 'cinema') return drawCinema(random, difficulty);
    if (family === 'discount') return drawDiscount(random, difficulty);
    if (family === 'purchase') return drawPurchase(random, difficulty);
    return drawStorage(random, difficulty);
  },
  solve,
  check,
  render(p, answer) {
    const [a, b] = (answer as { rows: string[][] }).rows[0]!.map(Number) as [number, number];
    const r =
      p.family === 'archive'
        ? renderArchive(p, a, b)
        : p.family === 'cinema'
          ? renderCinema(p, a, b)
          : p.family === 'discount'
            ? renderDiscount(p, a, b)
            : p.family === 'purchase'
              ? renderPurchase(p, a, b)
              : renderStorage(p, a, b);
    return { text: r.text, files: [{ name: '26.txt', content: Buffer.from(r.content) }], steps: r.steps, python: r.python };
  },
};
