import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import type { Difficulty, GeneratedFile } from '../../task-generator';

/**
 * Type 27's earlier families (2021–2024), asked in the 2025–2026 answer form (a row of two numbers per
 * file): pairs whose sum is divisible by K (at a distance of at least D), and the contiguous
 * subsequence with the largest sum divisible by K. File B holds 50 000–500 000 numbers: the O(N²)
 * brute force over pairs or subsequences (10⁹–10¹¹ of them) does not finish, the O(N) program does.
 * `solve` sweeps once with a table per remainder; `check` takes brute force on file A and, on file B,
 * another method (pairs: counts by remainder minus the close pairs, the best sum from the largest
 * few numbers of each remainder; subsequences: for each start the best end, from the right).
 */
export type Pairs = { family: 'pairs'; divisor: number; distance: number; a: Int32Array; b: Int32Array };
export type Subsequence = { family: 'subsequence'; divisor: number; negative: boolean; a: Int32Array; b: Int32Array };
export type SequenceParams = Pairs | Subsequence;

const mod = (x: number, k: number): number => ((x % k) + k) % k;

// ——— pairs ———

/** One sweep: the numbers at least D behind, by remainder — how many and the largest. */
function pairsBySweep(numbers: Int32Array, k: number, distance: number): [number, number] | null {
  const count = new Float64Array(k);
  const largest = new Float64Array(k).fill(-1);
  let pairs = 0;
  let best = -1;
  for (let j = distance; j < numbers.length; j++) {
    const behind = numbers[j - distance]!;
    const r = behind % k;
    count[r]!++;
    if (behind > largest[r]!) largest[r] = behind;
    const x = numbers[j]!;
    const need = (k - (x % k)) % k;
    pairs += count[need]!;
    if (largest[need]! >= 0 && largest[need]! + x > best) best = largest[need]! + x;
  }
  return pairs > 0 ? [pairs, best] : null;
}

function pairsByBruteForce(numbers: Int32Array, k: number, distance: number): [number, number] | null {
  let pairs = 0;
  let best = -1;
  for (let i = 0; i < numbers.length; i++)
    for (let j = i + distance; j < numbers.length; j++) {
      const s = numbers[i]! + numbers[j]!;
      if (s % k === 0) {
        pairs++;
        if (s > best) best = s;
      }
    }
  return pairs > 0 ? [pairs, best] : null;
}

/**
 * All pairs by the counts per remainder, minus the pairs closer than D (counted directly); the best sum
 * among the 2D + 1 largest numbers of each remainder (a better pair elsewhere would leave one of them free).
 */
function pairsByRemainders(numbers: Int32Array, k: number, distance: number): [number, number] | null {
  const n = numbers.length;
  const rest = new Int32Array(n);
  const sizes = new Float64Array(k);
  for (let i = 0; i < n; i++) sizes[(rest[i] = numbers[i]! % k)]!++;
  let pairs = 0;
  for (let r = 0; r < k; r++) {
    const other = (k - r) % k;
    if (other === r) pairs += (sizes[r]! * (sizes[r]! - 1)) / 2;
    else if (r < other) pairs += sizes[r]! * sizes[other]!;
  }
  for (let i = 0; i < n; i++) {
    const need = (k - rest[i]!) % k;
    const end = Math.min(n, i + distance);
    for (let j = i + 1; j < end; j++) if (rest[j] === need) pairs--;
  }
  // The indices by value, largest first (a list per value), dealt to their remainders until each has 2D + 1.
  let top = 0;
  for (let i = 0; i < n; i++) if (numbers[i]! > top) top = numbers[i]!;
  const head = new Int32Array(top + 1).fill(-1);
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = head[numbers[i]!]!;
    head[numbers[i]!] = i;
  }
  const keep = 2 * distance + 1;
  const tops: number[][] = Array.from({ length: k }, () => []);
  let full = 0;
  for (let v = top; v >= 1 && full < k; v--)
    for (let i = head[v]!; i >= 0; i = next[i]!) {
      const list = tops[v % k]!;
      if (list.length < keep && list.push(i) === keep) full++;
    }
  let best = -1;
  for (let r = 0; r < k; r++)
    for (const i of tops[r]!)
      for (const j of tops[(k - r) % k]!) if (Math.abs(i - j) >= distance && numbers[i]! + numbers[j]! > best) best = numbers[i]! + numbers[j]!;
  return pairs > 0 ? [pairs, best] : null;
}

// ——— subsequences ———

/** One sweep over prefix sums: per remainder the least prefix so far (the latest of equal ones, for the shortest). */
function subsequenceBySweep(numbers: Int32Array, k: number): [number, number] | null {
  const least = new Float64Array(k).fill(Infinity);
  const at = new Int32Array(k);
  least[0] = 0;
  let prefix = 0;
  let best = -Infinity;
  let length = 0;
  for (let j = 1; j <= numbers.length; j++) {
    prefix += numbers[j - 1]!;
    const r = mod(prefix, k);
    if (least[r]! !== Infinity) {
      const sum = prefix - least[r]!;
      if (sum > best || (sum === best && j - at[r]! < length)) {
        best = sum;
        length = j - at[r]!;
      }
    }
    if (prefix <= least[r]!) {
      least[r] = prefix;
      at[r] = j;
    }
  }
  return best === -Infinity ? null : [best, length];
}

function subsequenceByBruteForce(numbers: Int32Array, k: number): [number, number] | null {
  let best = -Infinity;
  let length = 0;
  for (let i = 0; i < numbers.length; i++) {
    let sum = 0;
    for (let j = i; j < numbers.length; j++) {
      sum += numbers[j]!;
      if (sum % k === 0 && (sum > best || (sum === best && j - i + 1 < length))) {
        best = sum;
        length = j - i + 1;
      }
    }
  }
  return best === -Infinity ? null : [best, length];
}

/** From the right: per remainder the largest later prefix (the earliest of equal ones); each start takes it. */
function subsequenceFromTheRight(numbers: Int32Array, k: number): [number, number] | null {
  const n = numbers.length;
  const prefixes = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefixes[i + 1] = prefixes[i]! + numbers[i]!;
  const largest = new Float64Array(k).fill(-Infinity);
  const at = new Int32Array(k);
  let best = -Infinity;
  let length = 0;
  for (let i = n; i >= 0; i--) {
    const r = mod(prefixes[i]!, k);
    if (largest[r]! !== -Infinity) {
      const sum = largest[r]! - prefixes[i]!;
      if (sum > best || (sum === best && at[r]! - i < length)) {
        best = sum;
        length = at[r]! - i;
      }
    }
    if (prefixes[i]! >= largest[r]!) {
      largest[r] = prefixes[i]!;
      at[r] = i;
    }
  }
  return best === -Infinity ? null : [best, length];
}

// ——— solve, check, draw ———

const rows = (a: [number, number] | null, b: [number, number] | null): string[][] | null => (a && b ? [a.map(String), b.map(String)] : null);

export function solveSequences(p: SequenceParams): string[][] | null {
  if (p.family === 'pairs') return rows(pairsBySweep(p.a, p.divisor, p.distance), pairsBySweep(p.b, p.divisor, p.distance));
  return rows(subsequenceBySweep(p.a, p.divisor), subsequenceBySweep(p.b, p.divisor));
}

export function checkSequences(p: SequenceParams): string[][] | null {
  if (p.family === 'pairs') return rows(pairsByBruteForce(p.a, p.divisor, p.distance), pairsByRemainders(p.b, p.divisor, p.distance));
  return rows(subsequenceByBruteForce(p.a, p.divisor), subsequenceFromTheRight(p.b, p.divisor));
}

function numbersOf(random: SeededRandom, n: number, low: number, high: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = random.int(low, high);
  return out;
}

export function drawPairs(random: SeededRandom, difficulty: Difficulty): Pairs {
  const divisor = difficulty === 1 ? random.int(10, 60) : difficulty === 2 ? random.int(50, 200) : random.int(100, 999);
  const distance = difficulty === 1 ? 1 : difficulty === 2 ? random.int(2, 6) : random.int(5, 15);
  const sizeA = random.int(600, 1200);
  const sizeB = difficulty === 1 ? random.int(50_000, 100_000) : difficulty === 2 ? random.int(100_000, 200_000) : random.int(300_000, 500_000);
  const high = difficulty === 1 ? 10_000 : 100_000;
  return { family: 'pairs', divisor, distance, a: numbersOf(random, sizeA, 1, high), b: numbersOf(random, sizeB, 1, high) };
}

export function drawSubsequence(random: SeededRandom, difficulty: Difficulty): Subsequence {
  const divisor = difficulty === 1 ? random.int(10, 99) : random.int(100, 999);
  const negative = difficulty === 3;
  const sizeA = random.int(600, 1200);
  const sizeB = difficulty === 1 ? random.int(50_000, 100_000) : difficulty === 2 ? random.int(100_000, 200_000) : random.int(300_000, 500_000);
  const low = negative ? -10_000 : 1;
  return { family: 'subsequence', divisor, negative, a: numbersOf(random, sizeA, low, 10_000), b: numbersOf(random, sizeB, low, 10_000) };
}

// ——— render ———

const largestOf = (numbers: Int32Array): number => numbers.reduce((m, x) => (x > m ? x : m), 0);
const spaced = (x: number): string => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const fileOf = (name: string, numbers: Int32Array): GeneratedFile => ({ name, content: Buffer.from(`${numbers.length}\n${Array.from(numbers).join('\n')}\n`) });
const bound = (n: number): string => spaced([1000, 10_000, 100_000, 200_000, 500_000, 1_000_000].find((b) => b >= n) ?? n);
const input = (p: SequenceParams, what: string): string =>
  `<p><b>Входные данные.</b> Даны два входных файла (файл A и файл B), каждый из которых в первой строке содержит число <i>N</i> (1 ≤ <i>N</i> ≤ ${bound(p.b.length)}) — количество чисел. Каждая из следующих <i>N</i> строк содержит ${what}.</p>` +
  '<p>В ответе запишите четыре числа: в первой строке — два искомых числа для файла A, во второй строке — два искомых числа для файла B.</p>';

export function renderSequences(p: SequenceParams, answer: string[][]): { text: string; files: GeneratedFile[]; steps: string; python: string } {
  const files = [fileOf('27_A.txt', p.a), fileOf('27_B.txt', p.b)];
  const k = p.divisor;
  if (p.family === 'pairs') {
    const where =
      p.distance === 1
        ? 'все пары различных элементов последовательности (элементы пары не обязательно стоят в последовательности рядом, порядок элементов в паре не важен)'
        : `все пары элементов последовательности, находящихся на расстоянии не меньше ${p.distance} (разница в индексах элементов пары должна быть ${p.distance} или более, порядок элементов в паре не важен)`;
    const text =
      `<p>Дана последовательность из <i>N</i> натуральных чисел. Рассматриваются ${where}. Необходимо определить количество пар, сумма элементов которых делится без остатка на ${k}, и максимальную сумму элементов среди таких пар.</p>` +
      input(p, `одно натуральное число, не превышающее ${spaced(largestOf(p.b) > 10_000 ? 100_000 : 10_000)}`) +
      '<p>Для каждого файла запишите сначала количество пар, затем максимальную сумму.</p>';
    const steps =
      `<p>Перебор всех пар в файле B — порядка N²/2 ≈ ${spaced(Math.round((p.b.length * p.b.length) / 2 / 1e9))} млрд пар — не закончится за разумное время, поэтому идём по последовательности один раз. ` +
      `Сумма пары делится на ${k}, когда остатки её элементов от деления на ${k} в сумме дают 0 или ${k}. Для каждого остатка храним, сколько уже пройденных чисел ${p.distance > 1 ? `(отстоящих от текущего не меньше чем на ${p.distance} ${pluralRu(p.distance, ['позицию', 'позиции', 'позиций'])})` : ''} его дают и какое из них наибольшее.</p>` +
      `<p>Для очередного числа x с остатком r к количеству пар прибавляем счётчик остатка (${k} − r) mod ${k}, а сумму x + наибольшее число с этим остатком сравниваем с лучшей. ${p.distance > 1 ? `Число с индексом j − ${p.distance} добавляем в таблицу перед обработкой числа j — так в паре всегда расстояние не меньше ${p.distance}.` : ''}</p>` +
      `<p>Ответ: ${answer[0]!.join(' ')} для файла A и ${answer[1]!.join(' ')} для файла B.</p>`;
    const python =
      `K = ${k}\nD = ${p.distance}\n\nfor name in ['27_A.txt', '27_B.txt']:\n    with open(name) as f:\n        n = int(f.readline())\n        a = [int(f.readline()) for _ in range(n)]\n` +
      '    count = [0] * K\n    largest = [-1] * K\n    pairs = 0\n    best = -1\n    for j in range(D, n):\n        r = a[j - D] % K\n        count[r] += 1\n        largest[r] = max(largest[r], a[j - D])\n' +
      '        need = (K - a[j] % K) % K\n        pairs += count[need]\n        if largest[need] >= 0:\n            best = max(best, largest[need] + a[j])\n    print(pairs, best)\n';
    return { text, files, steps, python };
  }
  const kind = p.negative ? 'целых чисел' : 'натуральных чисел';
  const text =
    `<p>Дана последовательность из <i>N</i> ${kind}. Рассматриваются все её непрерывные подпоследовательности, такие что сумма элементов каждой из них кратна k = ${k}. Найдите среди них подпоследовательность с максимальной суммой. Если таких подпоследовательностей несколько, выберите самую короткую из них. Определите её сумму и длину (количество элементов).</p>` +
    input(p, p.negative ? 'одно целое число, по модулю не превышающее 10 000' : 'одно натуральное число, не превышающее 10 000') +
    '<p>Для каждого файла запишите сначала максимальную сумму, затем длину самой короткой подпоследовательности с такой суммой.</p>';
  const steps =
    `<p>Подпоследовательностей в файле B около N²/2 — перебор не закончится. Сумма элементов с номерами i+1…j равна S<sub>j</sub> − S<sub>i</sub>, где S — префиксные суммы (S<sub>0</sub> = 0); она кратна ${k}, когда у S<sub>i</sub> и S<sub>j</sub> одинаковые остатки от деления на ${k}.</p>` +
    `<p>Идём по последовательности один раз и для каждого остатка храним наименьшую из встреченных префиксных сумм с этим остатком${p.negative ? ' (из равных — самую позднюю, чтобы подпоследовательность была короче; числа бывают отрицательными, и префиксные суммы могут повторяться)' : ' (префиксные суммы натуральных чисел растут, так что это первая из них)'} и её номер. Для каждого j лучшая подпоследовательность, кончающаяся в j, — от этой суммы; сравниваем её сумму с лучшей, а при равенстве — длину.</p>` +
    `<p>Остаток отрицательной суммы в Python неотрицателен (<code>-7 % 5 == 3</code>), поэтому <code>s % K</code> подходит. Ответ: ${answer[0]!.join(' ')} для файла A и ${answer[1]!.join(' ')} для файла B.</p>`;
  const python =
    `K = ${k}\n\nfor name in ['27_A.txt', '27_B.txt']:\n    with open(name) as f:\n        n = int(f.readline())\n        a = [int(f.readline()) for _ in range(n)]\n` +
    '    least = {0: (0, 0)}  # остаток -> (наименьшая префиксная сумма, её номер)\n    s = 0\n    best, length = None, 0\n    for j in range(1, n + 1):\n        s += a[j - 1]\n        r = s % K\n' +
    '        if r in least:\n            total = s - least[r][0]\n            size = j - least[r][1]\n            if best is None or total > best or (total == best and size < length):\n                best, length = total, size\n' +
    '        if r not in least or s <= least[r][0]:\n            least[r] = (s, j)\n    print(best, length)\n';
  return { text, files, steps, python };
}
