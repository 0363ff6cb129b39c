/**
 * Type 24 — a long string in a .txt file, the longest run with a property. The strings are generated
 * once from fixed seeds; each reference solution reads the built file back and makes one linear scan
 * (a brute force over all substrings would be quadratic in 100 000 characters).
 */
import { buildTxt } from '@ege/core/files/build-txt';
import { seededRandom } from '@ege/core/generators/seeded-random';
import type { DemoAnswer, DemoFile, DemoTask } from '../demo-task';

const field = (value: number): DemoAnswer => ({ kind: 'field', value: String(value) });

const LENGTH = 100_000;

/** A string of LENGTH characters; `weights` gives each character's relative frequency. */
function randomString(seed: number, weights: Record<string, number>): string {
  const rnd = seededRandom(seed);
  const entries = Object.entries(weights);
  const total = entries.reduce((a, [, w]) => a + w, 0);
  let out = '';
  for (let i = 0; i < LENGTH; i++) {
    let x = rnd.next() * total;
    let ch = entries[entries.length - 1]?.[0] ?? '';
    for (const [c, w] of entries) {
      if (x < w) {
        ch = c;
        break;
      }
      x -= w;
    }
    out += ch;
  }
  return out;
}

const uniform = (chars: string): Record<string, number> => Object.fromEntries([...chars].map((c) => [c, 1]));

const strings = {
  't24-1': randomString(2401, uniform('XYZ')),
  't24-2': randomString(2402, uniform('ABCDEF')),
  't24-3': randomString(2403, uniform('ABCY')),
  // A little more A than B, so balanced stretches are long but not the whole file.
  't24-4': randomString(2404, { A: 0.4, B: 0.3, C: 0.3 }),
  // Rare X/Y/Z break the hexadecimal runs.
  't24-5': randomString(2405, { ...uniform('0123456789ABCDEF'), X: 0.2, Y: 0.2, Z: 0.2 }),
};

const file = (key: keyof typeof strings): DemoFile => ({ name: '24.txt', build: () => buildTxt([strings[key]]) });
const files = {
  't24-1': file('t24-1'),
  't24-2': file('t24-2'),
  't24-3': file('t24-3'),
  't24-4': file('t24-4'),
  't24-5': file('t24-5'),
};

/** The file's single line, as a student's program reads it. */
export const readLine = (f: DemoFile): string => f.build().toString('utf8').trim();

/** t24-1: longest run with no two equal neighbours. */
function noEqualNeighbours(s: string): number {
  let best = s.length > 0 ? 1 : 0;
  let run = best;
  for (let i = 1; i < s.length; i++) {
    run = s[i] === s[i - 1] ? 1 : run + 1;
    best = Math.max(best, run);
  }
  return best;
}

/** t24-2: most consecutive pairs «consonant + vowel» (vowels A, E; consonants B, C, D, F). */
function consonantVowelPairs(s: string): number {
  const pairAt = (i: number): boolean => 'BCDF'.includes(s[i] ?? '-') && 'AE'.includes(s[i + 1] ?? '-');
  // chain[i] = pairs in the chain starting at i; computed from the end, so one pass.
  const chain = new Array<number>(s.length + 2).fill(0);
  let best = 0;
  for (let i = s.length - 2; i >= 0; i--) {
    chain[i] = pairAt(i) ? 1 + (chain[i + 2] ?? 0) : 0;
    best = Math.max(best, chain[i] ?? 0);
  }
  return best;
}

/** t24-3: longest run containing `ch` at most `limit` times (a sliding window). */
function atMost(s: string, ch: string, limit: number): number {
  let left = 0;
  let inside = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    if (s[right] === ch) inside++;
    while (inside > limit) if (s[left++] === ch) inside--;
    best = Math.max(best, right - left + 1);
  }
  return best;
}

/** t24-4: longest run with as many A as B — the widest gap between equal prefix differences. */
function balancedAB(s: string): number {
  const firstSeen = new Map<number, number>([[0, 0]]);
  let diff = 0;
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === 'A') diff++;
    else if (s[i] === 'B') diff--;
    const first = firstSeen.get(diff);
    if (first === undefined) firstSeen.set(diff, i + 1);
    else best = Math.max(best, i + 1 - first);
  }
  return best;
}

/**
 * t24-5: longest notation of an even hexadecimal number without leading zeros. Inside a maximal run
 * of hex digits the best start is the first non-zero digit and the best end the last even digit after
 * it; a lone «0» is the number zero.
 */
function evenHex(s: string): number {
  const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9A-F]$/.test(c);
  const isEven = (c: string): boolean => parseInt(c, 16) % 2 === 0;
  let best = 0;
  let i = 0;
  while (i < s.length) {
    if (!isHex(s[i])) {
      i++;
      continue;
    }
    let end = i;
    while (isHex(s[end])) end++;
    const run = s.slice(i, end);
    if (run.includes('0')) best = Math.max(best, 1);
    const start = [...run].findIndex((c) => c !== '0');
    if (start >= 0) {
      for (let j = run.length - 1; j >= start; j--) {
        if (isEven(run[j] ?? '1')) {
          best = Math.max(best, j - start + 1);
          break;
        }
      }
    }
    i = end;
  }
  return best;
}

const FILE_NOTE = '<p>Для выполнения этого задания следует написать программу.</p>';

export const type24Tasks: DemoTask[] = [
  {
    key: 't24-1',
    type: 24,
    difficulty: 1,
    text:
      '<p>Текстовый файл состоит из символов X, Y и Z. Определите максимальное количество идущих подряд символов, ' +
      'среди которых нет двух одинаковых соседних.</p>' +
      FILE_NOTE,
    files: [files['t24-1']],
    answer: field(28),
    solve: () => field(noEqualNeighbours(readLine(files['t24-1']))),
  },
  {
    key: 't24-2',
    type: 24,
    difficulty: 2,
    text:
      '<p>Текстовый файл состоит из символов A, B, C, D, E и F. Определите максимальное количество идущих подряд пар символов вида ' +
      '«согласная + гласная». Гласными считаются буквы A и E, согласными — B, C, D и F.</p>' +
      '<p>Например, в строке BAFDECA таких пар подряд две: DE и CA (подстрока DECA).</p>' +
      FILE_NOTE,
    files: [files['t24-2']],
    answer: field(7),
    solve: () => field(consonantVowelPairs(readLine(files['t24-2']))),
  },
  {
    key: 't24-3',
    type: 24,
    difficulty: 2,
    text:
      '<p>Текстовый файл состоит из символов A, B, C и Y. Определите максимальное количество идущих подряд символов, ' +
      'среди которых символ Y встречается не более 10 раз.</p>' +
      FILE_NOTE,
    files: [files['t24-3']],
    answer: field(102),
    solve: () => field(atMost(readLine(files['t24-3']), 'Y', 10)),
  },
  {
    key: 't24-4',
    type: 24,
    difficulty: 3,
    text:
      '<p>Текстовый файл состоит из символов A, B и C. Определите максимальное количество идущих подряд символов, ' +
      'среди которых количество букв A равно количеству букв B.</p>' +
      FILE_NOTE,
    files: [files['t24-4']],
    answer: field(890),
    solve: () => field(balancedAB(readLine(files['t24-4']))),
  },
  {
    key: 't24-5',
    type: 24,
    difficulty: 3,
    text:
      '<p>Текстовый файл состоит из десятичных цифр, заглавных латинских букв A–F и букв X, Y, Z. ' +
      'Определите максимальное количество идущих подряд символов, которые образуют запись чётного числа в шестнадцатеричной системе счисления. ' +
      'Запись числа не может начинаться с цифры 0, если это не само число 0.</p>' +
      FILE_NOTE,
    files: [files['t24-5']],
    answer: field(214),
    solve: () => field(evenHex(readLine(files['t24-5']))),
  },
];
