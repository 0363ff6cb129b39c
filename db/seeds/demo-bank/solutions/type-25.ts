import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

/**
 * The same generator for every type 25 task: the mask's own numbers (no walk over millions of
 * multiples of K), each tested for divisibility.
 */
const candidates = python`
  def candidates(mask, limit):
      found = set()

      def walk(i, s, room):
          if i == len(mask):
              if s and int(s) <= limit:
                  found.add(int(s))
              return
          c = mask[i]
          if c == '?':
              for d in '0123456789':
                  if s or d != '0':
                      walk(i + 1, s + d, room)
          elif c == '*':
              fill(i, s, room)
          elif s or c != '0':
              walk(i + 1, s + c, room)

      def fill(i, s, room):
          walk(i + 1, s, room)
          if room > 0:
              for d in '0123456789':
                  if s or d != '0':
                      fill(i, s + d, room - 1)

      walk(0, '', len(str(limit)) - len(mask.replace('*', '')))
      return sorted(found)
`;

const method =
  '<p>Перебирать все числа до 10<sup>10</sup> с шагом K долго, поэтому строим сами числа маски: «?» — одна цифра, ' +
  '«*» — любая последовательность цифр, пока длина числа не больше длины границы. Каждое проверяем на делимость и выводим ' +
  'пары «число — частное» по возрастанию.</p>';

function maskSolution(mask: string, limit: string, k: number, note: string): DemoSolution {
  return {
    steps: `${method}<ol><li>Маска ${mask}, граница ${limit}, делитель ${k}.</li><li>${note}</li></ol>`,
    python: `${candidates}\n\nk = ${k}\nfor n in candidates('${mask}', ${limit.replace('10<sup>', '10**').replace('</sup>', '')}):\n    if n % k == 0:\n        print(n, n // k)`,
  };
}

/** Type 25: numbers of a mask divisible by K. */
export const type25Solutions: Record<string, DemoSolution> = {
  't25-1': maskSolution('1?2157*4', '10<sup>10</sup>', 2023, 'Подходят пять чисел, первое — 102 157 454 = 2023 · 50 498.'),
  't25-2': maskSolution('3?12?14*5', '10<sup>10</sup>', 1917, 'Подходят пять чисел, первое — 351 261 495 = 1917 · 183 235.'),
  't25-3': maskSolution('12??3*45', '10<sup>9</sup>', 2021, 'Подходят семь чисел, первое — 12 823 245 = 2021 · 6345.'),
  't25-4': maskSolution('7*2?3*1', '10<sup>8</sup>', 7007, 'Две «звёздочки» делят общий запас длины; одно число может получиться разными способами — множество убирает повторы. Подходят пять чисел.'),
  't25-5': maskSolution('*4?96*3', '10<sup>8</sup>', 4321, 'Подходят семь чисел, первое — 24 296 983 = 4321 · 5623.'),
};
