import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Алгоритм легко запрограммировать, поэтому не ищем закономерность вручную, а перебираем N: для каждого строим R ' +
  'ровно по правилам условия и выбираем то, что спрашивают.</p>';

/** Type 5: the algorithm as a function, then a search over N. */
export const type05Solutions: Record<string, DemoSolution> = {
  't05-1': {
    steps:
      method +
      '<ol><li>Функция <code>r(n)</code>: двоичная запись <code>bin(n)[2:]</code>, дважды дописываем остаток от деления числа единиц на 2.</li>' +
      '<li>Перебираем N от 1 до 1000 (R растёт вместе с N, такого запаса хватает) и берём наименьшее R, большее 97.</li>' +
      '<li>Ответ: 102 (N = 25: 11001 → 1100110<sub>2</sub>).</li></ol>',
    python: python`
      def r(n):
          s = bin(n)[2:]
          for _ in range(2):
              s += str(s.count('1') % 2)
          return int(s, 2)

      print(min(r(n) for n in range(1, 1000) if r(n) > 97))
    `,
  },
  't05-2': {
    steps:
      method +
      '<ol><li>Если N делится на 3, к записи дописываем её последние три цифры <code>s[-3:]</code>, иначе — двоичную запись числа (N mod 3)·3.</li>' +
      '<li>Перебираем N по возрастанию и останавливаемся на первом, для которого R ≥ 151.</li>' +
      '<li>Ответ: 20 (10100 → 10100110<sub>2</sub> = 166).</li></ol>',
    python: python`
      def r(n):
          s = bin(n)[2:]
          if n % 3 == 0:
              s += s[-3:]
          else:
              s += bin(n % 3 * 3)[2:]
          return int(s, 2)

      print(min(n for n in range(1, 1000) if r(n) >= 151))
    `,
  },
  't05-3': {
    steps:
      method +
      '<ol><li>Чётность числа единиц решает, что дописать (0 или 1) и на что заменить два левых разряда (10 или 11): срез <code>s[2:]</code> отбрасывает их.</li>' +
      '<li>Нужно наибольшее N с R &lt; 70, поэтому перебираем с запасом — до 10 000 — и берём максимум.</li>' +
      '<li>Ответ: 48.</li></ol>',
    python: python`
      def r(n):
          s = bin(n)[2:]
          if s.count('1') % 2 == 0:
              s = '10' + s[2:] + '0'
          else:
              s = '11' + s[2:] + '1'
          return int(s, 2)

      print(max(n for n in range(2, 10000) if r(n) < 70))
    `,
  },
  't05-4': {
    steps:
      method +
      '<ol><li>Троичную запись строим делением на 3 с остатком; обратно переводит <code>int(s, 3)</code>.</li>' +
      '<li>Если N делится на 3, слева приписываем 1, справа 02; иначе дописываем троичную запись (N mod 3)·4.</li>' +
      '<li>Перебираем N и берём наименьшее R, большее 199. Ответ: 202.</li></ol>',
    python: python`
      def ternary(n):
          digits = ''
          while n > 0:
              digits = str(n % 3) + digits
              n //= 3
          return digits

      def r(n):
          s = ternary(n)
          if n % 3 == 0:
              s = '1' + s + '02'
          else:
              s += ternary(n % 3 * 4)
          return int(s, 3)

      print(min(r(n) for n in range(1, 5000) if r(n) > 199))
    `,
  },
  't05-5': {
    steps:
      method +
      '<ol><li>Сравниваем число единиц и нулей двоичной записи: при перевесе единиц дописываем 0 справа, иначе приписываем 11 слева.</li>' +
      '<li>Перебираем все N из отрезка [100; 400] (в <code>range</code> правая граница 401) и считаем те, у которых R делится на 12.</li>' +
      '<li>Ответ: 37.</li></ol>',
    python: python`
      def r(n):
          s = bin(n)[2:]
          if s.count('1') > s.count('0'):
              s += '0'
          else:
              s = '11' + s
          return int(s, 2)

      print(sum(1 for n in range(100, 401) if r(n) % 12 == 0))
    `,
  },
};
