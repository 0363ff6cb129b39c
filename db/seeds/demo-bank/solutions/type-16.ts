import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const bottomUp =
  '<p>Рекурсия в лоб на больших n упрётся в глубину стека Python, поэтому заполняем значения по порядку, от известных к нужному: ' +
  'каждое следующее считается по уже готовым.</p>';

/** Type 16: recurrences filled as a table, with Python's big integers where values grow. */
export const type16Solutions: Record<string, DemoSolution> = {
  't16-1': {
    steps:
      bottomUp +
      '<ol><li>F(1) = 1, далее F(n) = F(n − 1) + 3n − 2 для n = 2…40.</li><li>Ответ: F(40) = 2380.</li></ol>',
    python: python`
      f = {1: 1}
      for n in range(2, 41):
          f[n] = f[n - 1] + 3 * n - 2
      print(f[40])
    `,
  },
  't16-2': {
    steps:
      '<ol><li>F(n) = n · F(n − 1) при F(1) = 1 — это факториал: F(n) = n!.</li>' +
      '<li>F(2024) / F(2021) = 2024 · 2023 · 2022 — большие числа вычислять не нужно.</li>' +
      '<li>Ответ: 8 279 184 144. Python проверяет это и прямым делением факториалов (целые числа в нём любой длины).</li></ol>',
    python: python`
      from math import factorial

      print(factorial(2024) // factorial(2021))
    `,
  },
  't16-3': {
    steps:
      bottomUp +
      '<ol><li>F(0) = 0; для чётного n берём F(n / 2) + 1, для нечётного — F(n − 1) + 2: обе ссылки ведут на меньшие n.</li>' +
      '<li>Считаем F(1…1000) и количество n, где F(n) = 12. Ответ: 27.</li></ol>',
    python: python`
      f = [0] * 1001
      for n in range(1, 1001):
          f[n] = f[n // 2] + 1 if n % 2 == 0 else f[n - 1] + 2
      print(sum(1 for n in range(1, 1001) if f[n] == 12))
    `,
  },
  't16-4': {
    steps:
      bottomUp +
      '<ol><li>F и G зависят друг от друга, поэтому считаем их парой: новые значения — из старых, одновременно.</li>' +
      '<li>От n = 2 до 25: F, G = F − 2G, F + G + n. Ответ: F(25) = −642 223.</li></ol>',
    python: python`
      f, g = 1, 1
      for n in range(2, 26):
          f, g = f - 2 * g, f + g + n
      print(f)
    `,
  },
  't16-5': {
    steps:
      '<p>Здесь рекурсия идёт вверх: F(n) ссылается на F(n + 2) до границы 2025, поэтому таблицу заполняем сверху вниз.</p>' +
      '<ol><li>F(n) = n при n ≥ 2025; для меньших n — n + F(n + 2).</li>' +
      '<li>Заметим, что F(82) − F(81) = (82 − 81) + … — проще досчитать: программа заполняет F от 2026 до 81. Ответ: 973.</li></ol>',
    python: python`
      f = {}
      for n in range(2026, 80, -1):
          f[n] = n if n >= 2025 else n + f[n + 2]
      print(f[82] - f[81])
    `,
  },
};
