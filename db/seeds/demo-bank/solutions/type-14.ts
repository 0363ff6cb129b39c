import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const bigNumbers =
  '<p>Целые числа в Python не ограничены по длине, поэтому выражение вычисляется точно, а цифры в нужной системе получаются ' +
  'делением с остатком (для систем 2 и 8 — готовыми <code>bin</code> и <code>oct</code>).</p>';

/** Type 14: exact big integers, digits by repeated division, int(text, base) for unknown digits. */
export const type14Solutions: Record<string, DemoSolution> = {
  't14-1': {
    steps: bigNumbers + '<ol><li>Считаем 4<sup>2020</sup> + 2<sup>2017</sup> − 15 и число единиц в двоичной записи.</li><li>Ответ: 2015.</li></ol>',
    python: python`
      print(bin(4**2020 + 2**2017 - 15).count('1'))
    `,
  },
  't14-2': {
    steps: bigNumbers + '<ol><li>Цифры троичной записи — остатки от деления на 3; считаем двойки.</li><li>Ответ: 42.</li></ol>',
    python: python`
      def digits(n, base):
          result = []
          while n > 0:
              result.append(n % base)
              n //= base
          return result

      print(digits(9**22 + 3**66 - 12, 3).count(2))
    `,
  },
  't14-3': {
    steps:
      '<p><code>int(текст, 15)</code> переводит запись с цифрами 0…9, a…e в число, поэтому неизвестную цифру просто подставляем.</p>' +
      '<ol><li>Перебираем x от 0 до e (14) по возрастанию; первое x, при котором сумма делится на 14, — наименьшее.</li>' +
      '<li>Печатаем частное: 116 071 912.</li></ol>',
    python: python`
      for x in '0123456789abcde':
          total = int(f'97968{x}15', 15) + int(f'7{x}233', 15)
          if total % 14 == 0:
              print(total // 14)
              break
    `,
  },
  't14-4': {
    steps: bigNumbers + '<ol><li>Вычисляем выражение и считаем семёрки в восьмеричной записи <code>oct(...)</code>.</li><li>Ответ: 3903.</li></ol>',
    python: python`
      value = 7 * 512**1912 + 6 * 64**1954 - 5 * 8**1991 - 4 * 8**1980 - 2022
      print(oct(value)[2:].count('7'))
    `,
  },
  't14-5': {
    steps:
      '<p>Цифры 19-ричной системы — 0…9 и a…i; <code>int(текст, 19)</code> понимает такую запись.</p>' +
      '<ol><li>Перебираем все пары (x, y), оставляем суммы, кратные 61, и берём наименьшую.</li>' +
      '<li>Печатаем частное: 24 547.</li></ol>',
    python: python`
      alphabet = '0123456789abcdefghi'
      sums = []
      for x in alphabet:
          for y in alphabet:
              total = int(f'8{x}4{y}6', 19) + int(f'3{y}{x}79', 19)
              if total % 61 == 0:
                  sums.append(total)
      print(min(sums) // 61)
    `,
  },
};
