/**
 * Type 25 — numbers matching a mask and divisible by K. Walking all multiples of K up to 10^10 is
 * millions of steps, so the reference solutions enumerate the mask's own candidates instead (every
 * way to fill «?» and «*» within the length limit) and test each one for divisibility.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

/**
 * The natural numbers ≤ limit matching `mask` («?» — one digit, «*» — any digits, maybe none) that
 * pass `keep` (tested before collecting, so the set stays small).
 */
export function maskCandidates(mask: string, limit: number, keep: (n: number) => boolean = () => true): number[] {
  const fixedLen = mask.replace(/\*/g, '').length;
  const found = new Set<number>();
  // value/len: the number built so far and its digit count; a leading 0 is never how a number is
  // written, so a first digit 0 is skipped. Numbers stay below 2^53 for limits up to 10^15.
  const walk = (i: number, value: number, len: number, starRoom: number): void => {
    if (i === mask.length) {
      if (len > 0 && value <= limit && keep(value)) found.add(value);
      return;
    }
    const c = mask[i] ?? '';
    if (c === '?') {
      for (let d = len === 0 ? 1 : 0; d <= 9; d++) walk(i + 1, value * 10 + d, len + 1, starRoom);
    } else if (c === '*') {
      // A star takes 0…starRoom digits; several stars can spell the same number, hence the set.
      const fill = (v: number, l: number, used: number): void => {
        walk(i + 1, v, l, starRoom - used);
        if (used < starRoom) for (let d = l === 0 ? 1 : 0; d <= 9; d++) fill(v * 10 + d, l + 1, used + 1);
      };
      fill(value, len, 0);
    } else {
      const d = Number(c);
      if (len === 0 && d === 0) return;
      walk(i + 1, value * 10 + d, len + 1, starRoom);
    }
  };
  walk(0, 0, 0, String(limit).length - fixedLen);
  return [...found].sort((a, b) => a - b);
}

function solveMask(mask: string, limit: number, k: number): DemoAnswer {
  const rows = maskCandidates(mask, limit, (n) => n % k === 0).map((n) => [String(n), String(n / k)]);
  if (rows.length === 0 || rows.length > 10) throw new Error(`type 25: ${rows.length} rows for ${mask}, the answer table holds 1–10`);
  return { kind: 'table', rows };
}

const table = (rows: number[][]): DemoAnswer => ({ kind: 'table', rows: rows.map((r) => r.map(String)) });

const MASK_RULES =
  '<p>Назовём маской числа последовательность цифр, в которой также могут встречаться следующие символы:</p>' +
  '<p>— символ «?» означает ровно одну произвольную цифру;<br>' +
  '— символ «*» означает любую последовательность цифр произвольной длины; в том числе «*» может задавать и пустую последовательность.</p>' +
  '<p>Например, маске 123*4?5 соответствуют числа 123405 и 12300405.</p>';

function text(limitHtml: string, mask: string, k: number): string {
  return (
    MASK_RULES +
    `<p>Среди натуральных чисел, не превышающих ${limitHtml}, найдите все числа, соответствующие маске ${mask}, делящиеся на ${k} без остатка.</p>` +
    `<p>В ответе запишите в первом столбце таблицы все найденные числа в порядке возрастания, а во втором столбце — соответствующие им результаты деления этих чисел на ${k}.</p>` +
    '<p>Количество строк в таблице для ответа избыточно.</p>'
  );
}

export const type25Tasks: DemoTask[] = [
  {
    key: 't25-1',
    type: 25,
    difficulty: 1,
    text: text('10<sup>10</sup>', '1?2157*4', 2023),
    answer: table([[102157454, 50498], [1021570494, 504978], [1421578284, 702708], [1521575174, 752138], [1621572064, 801568]]),
    solve: () => solveMask('1?2157*4', 1e10, 2023),
  },
  {
    key: 't25-2',
    type: 25,
    difficulty: 2,
    text: text('10<sup>10</sup>', '3?12?14*5', 1917),
    answer: table([[351261495, 183235], [3212614035, 1675855], [3412614645, 1780185], [3712414275, 1936575], [3912414885, 2040905]]),
    solve: () => solveMask('3?12?14*5', 1e10, 1917),
  },
  {
    key: 't25-3',
    type: 25,
    difficulty: 2,
    text: text('10<sup>9</sup>', '12??3*45', 2021),
    answer: table([[12823245, 6345], [120138345, 59445], [129030745, 63845], [129232845, 63945], [129434945, 64045], [129637045, 64145], [129839145, 64245]]),
    solve: () => solveMask('12??3*45', 1e9, 2021),
  },
  {
    key: 't25-4',
    type: 25,
    difficulty: 3,
    text: text('10<sup>8</sup>', '7*2?3*1', 7007),
    answer: table([[71422351, 10193], [71702631, 10233], [72263191, 10313], [72333261, 10323], [78429351, 11193]]),
    solve: () => solveMask('7*2?3*1', 1e8, 7007),
  },
  {
    key: 't25-5',
    type: 25,
    difficulty: 3,
    text: text('10<sup>8</sup>', '*4?96*3', 4321),
    answer: table([[24296983, 5623], [41969873, 9713], [42963703, 9943], [47543963, 11003], [48969893, 11333], [49963723, 11563], [69148963, 16003]]),
    solve: () => solveMask('*4?96*3', 1e8, 4321),
  },
];
