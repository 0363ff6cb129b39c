import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const recursion =
  '<p>Число программ из a в b равно сумме чисел программ из тех чисел, куда ведёт каждая команда. Функция <code>f(a, b)</code> ' +
  'возвращает 0, если число проскочило цель или попало в запрещённое, и 1, если цель достигнута; <code>lru_cache</code> ' +
  'запоминает уже посчитанное. Обязательное число разбивает путь на два участка — их количества перемножаются.</p>';

/** Type 23: the executor's programs counted by a memoised recursion. */
export const type23Solutions: Record<string, DemoSolution> = {
  't23-1': {
    steps: recursion + '<ol><li>Команды +1 и ×2; траектория проходит через 10: f(1, 10) · f(10, 20).</li><li>Ответ: 28.</li></ol>',
    python: python`
      from functools import lru_cache

      @lru_cache(None)
      def f(a, b):
          if a > b:
              return 0
          if a == b:
              return 1
          return f(a + 1, b) + f(a * 2, b)

      print(f(1, 10) * f(10, 20))
    `,
  },
  't23-2': {
    steps: recursion + '<ol><li>Команды +1, +2, ×3; число 17 запрещено — из него 0 программ.</li><li>Ответ: f(2, 30) = 172 992.</li></ol>',
    python: python`
      from functools import lru_cache

      @lru_cache(None)
      def f(a, b):
          if a > b or a == 17:
              return 0
          if a == b:
              return 1
          return f(a + 1, b) + f(a + 2, b) + f(a * 3, b)

      print(f(2, 30))
    `,
  },
  't23-3': {
    steps: recursion + '<ol><li>Команды +1, ×2, ×3; через 9 обязательно, 20 запрещено: f(3, 9) · f(9, 60).</li><li>Ответ: 216.</li></ol>',
    python: python`
      from functools import lru_cache

      @lru_cache(None)
      def f(a, b):
          if a > b or a == 20:
              return 0
          if a == b:
              return 1
          return f(a + 1, b) + f(a * 2, b) + f(a * 3, b)

      print(f(3, 9) * f(9, 60))
    `,
  },
  't23-4': {
    steps:
      recursion +
      '<ol><li>Запрет двух ×2 подряд зависит от предыдущей команды, поэтому она входит в состояние: f(n, было_умножение).</li>' +
      '<li>После ×2 разрешены только +1 и +2. Ответ: 53 861.</li></ol>',
    python: python`
      from functools import lru_cache

      @lru_cache(None)
      def f(n, doubled):
          if n > 24:
              return 0
          if n == 24:
              return 1
          total = f(n + 1, False) + f(n + 2, False)
          if not doubled:
              total += f(n * 2, True)
          return total

      print(f(2, False))
    `,
  },
  't23-5': {
    steps:
      recursion +
      '<ol><li>Здесь число уменьшается (−1, −3, целая часть от деления на 2), поэтому «проскочить» — значит стать меньше цели.</li>' +
      '<li>Через 18 обязательно, 10 запрещено: f(50, 18) · f(18, 4) = 14 486 665.</li></ol>',
    python: python`
      from functools import lru_cache

      @lru_cache(None)
      def f(a, b):
          if a < b or a == 10:
              return 0
          if a == b:
              return 1
          return f(a - 1, b) + f(a - 3, b) + f(a // 2, b)

      print(f(50, 18) * f(18, 4))
    `,
  },
};
