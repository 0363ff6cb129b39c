import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const brute =
  '<p>Слов немного (тысячи), поэтому перебираем их все: <code>itertools.product</code> выдаёт слова из заданных букв ' +
  'в алфавитном порядке (если буквы перечислены по алфавиту), <code>permutations</code> — перестановки.</p>';

/** Type 8: words and numbers counted by brute force over itertools. */
export const type08Solutions: Record<string, DemoSolution> = {
  't08-1': {
    steps: brute + '<ol><li>Перебираем все 4<sup>5</sup> слов из букв С, Л, О, Н и считаем те, где О ровно две.</li><li>Ответ: 270.</li></ol>',
    python: python`
      from itertools import product

      print(sum(1 for w in product('СЛОН', repeat=5) if w.count('О') == 2))
    `,
  },
  't08-2': {
    steps:
      brute +
      '<ol><li>Буквы Д, Е, К, О, Р уже в алфавитном порядке — <code>product</code> выдаёт слова в порядке списка.</li>' +
      '<li>Нумеруем с 1 и запоминаем номер каждого слова на К с двумя Е; последний запомненный — ответ: 357.</li></ol>',
    python: python`
      from itertools import product

      last = 0
      for number, w in enumerate(product('ДЕКОР', repeat=4), start=1):
          if w[0] == 'К' and w.count('Е') == 2:
              last = number
      print(last)
    `,
  },
  't08-3': {
    steps:
      brute +
      '<ol><li>Пятизначное восьмеричное число — пять цифр 0…7, первая не 0.</li>' +
      '<li>Ровно одна шестёрка, а её соседи (один или два) — чётные. Ответ: 2961.</li></ol>',
    python: python`
      from itertools import product

      count = 0
      for w in product('01234567', repeat=5):
          if w[0] == '0' or w.count('6') != 1:
              continue
          i = w.index('6')
          neighbours = w[max(i - 1, 0):i] + w[i + 1:i + 2]
          if all(int(d) % 2 == 0 for d in neighbours):
              count += 1
      print(count)
    `,
  },
  't08-4': {
    steps:
      brute +
      '<ol><li>В КАПКАН буквы К и А повторяются, поэтому перестановки собираем во множество — одинаковые слова считаются один раз.</li>' +
      '<li>Оставляем слова без двух одинаковых букв рядом. Ответ: 84.</li></ol>',
    python: python`
      from itertools import permutations

      words = set(permutations('КАПКАН'))
      print(sum(1 for w in words if all(w[i] != w[i + 1] for i in range(5))))
    `,
  },
  't08-5': {
    steps:
      brute +
      '<ol><li>Все цифры различны — берём перестановки из 5 цифр девятеричной системы (0…8), первая не 0.</li>' +
      '<li>Соседние цифры разной чётности: сумма соседей нечётна. Ответ: 1056.</li></ol>',
    python: python`
      from itertools import permutations

      count = 0
      for w in permutations('012345678', 5):
          if w[0] != '0' and all((int(w[i]) + int(w[i + 1])) % 2 == 1 for i in range(4)):
              count += 1
      print(count)
    `,
  },
};
