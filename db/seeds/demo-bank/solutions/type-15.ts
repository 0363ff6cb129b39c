import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Импликацию a → b записываем как <code>not a or b</code> и проверяем формулу для всех x из достаточно большого диапазона; ' +
  'перебираем A и берём первое подходящее (в нужном порядке).</p>';

/** Type 15: the formula as a Python expression, checked for every x; A searched in order. */
export const type15Solutions: Record<string, DemoSolution> = {
  't15-1': {
    steps:
      method +
      '<ol><li>¬ДЕЛ(x, A) → (ДЕЛ(x, 6) → ¬ДЕЛ(x, 4)) ложна только при x, кратном 6 и 4, но не A, — то есть кратном 12.</li>' +
      '<li>Перебираем A от большего к меньшему; первое подходящее — 12.</li></ol>',
    python: python`
      def formula(x, a):
          return not (x % a != 0) or not (x % 6 == 0) or x % 4 != 0

      for a in range(1000, 0, -1):
          if all(formula(x, a) for x in range(1, 2001)):
              print(a)
              break
    `,
  },
  't15-2': {
    steps:
      method +
      '<ol><li>Упрощаем: формула равна ¬P ∨ ¬Q ∨ A, значит, A должен покрыть всю точку пересечения P и Q — отрезок [13, 18].</li>' +
      '<li>Программа перебирает отрезки с целыми концами и x с шагом 0,5 (концы отрезков тоже проверяются). Ответ: 18 − 13 = 5.</li></ol>',
    python: python`
      def inside(x, segment):
          return segment[0] <= x <= segment[1]

      P, Q = (10, 29), (13, 18)

      def formula(x, a):
          return not inside(x, P) or not (inside(x, Q) and not inside(x, a)) or not inside(x, P)

      print(min(r - l for l in range(41) for r in range(l, 41)
                if all(formula(x / 2, (l, r)) for x in range(-2, 85))))
    `,
  },
  't15-3': {
    steps:
      method +
      '<ol><li>В Python <code>&amp;</code> связывает слабее, чем <code>==</code>, поэтому <code>(x &amp; 29) == 0</code> — обязательно в скобках.</li>' +
      '<li>Перебираем A от 0 вверх, x — до 1023 (10 бит больше, чем в числах условия). Ответ: 17.</li></ol>',
    python: python`
      def formula(x, a):
          return not ((x & 29) != 0) or not ((x & 12) == 0) or (x & a) != 0

      for a in range(256):
          if all(formula(x, a) for x in range(1024)):
              print(a)
              break
    `,
  },
  't15-4': {
    steps:
      method +
      '<ol><li>Формула может быть ложной только при x ≤ 20 и y ≤ 30; там y + 2x наибольшее при x = 20, y = 30 и равно 70.</li>' +
      '<li>Значит, A &gt; 70: наименьшее — 71. Программа проверяет то же перебором.</li></ol>',
    python: python`
      for a in range(501):
          if all(y + 2 * x < a or x > 20 or y > 30 for x in range(101) for y in range(101)):
              print(a)
              break
    `,
  },
  't15-5': {
    steps:
      method +
      '<ol><li>A кратно 40, а для любого x, делящего и 780, и 180 (то есть делителя 60), x должен делить A.</li>' +
      '<li>Значит, A кратно НОК(40, 60) = 120. Перебор от 1 вверх даёт то же: 120.</li></ol>',
    python: python`
      def formula(x, a):
          return a % 40 == 0 and (not (780 % x == 0) or not (a % x != 0) or 180 % x != 0)

      a = 1
      while not all(formula(x, a) for x in range(1, 781)):
          a += 1
      print(a)
    `,
  },
};
