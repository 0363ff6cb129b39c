import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Переписываем программу Редактора на Python почти дословно: <code>нашлось (v)</code> — это <code>v in s</code>, ' +
  '<code>заменить (v, w)</code> — <code>s = s.replace(v, w, 1)</code> (третий аргумент 1 заменяет только первое вхождение), ' +
  'ПОКА — <code>while</code>, ЕСЛИ — <code>if</code>. Затем перебираем исходные строки из условия.</p>';

/** Type 12: the Редактор program translated line by line, run on the inputs of the condition. */
export const type12Solutions: Record<string, DemoSolution> = {
  't12-1': {
    steps: method + '<ol><li>Запускаем программу на строке из 70 восьмёрок и печатаем результат.</li><li>Ответ: 22.</li></ol>',
    python: python`
      s = '8' * 70
      while '2222' in s or '8888' in s:
          if '2222' in s:
              s = s.replace('2222', '88', 1)
          else:
              s = s.replace('8888', '22', 1)
      print(s)
    `,
  },
  't12-2': {
    steps:
      method +
      '<ol><li>Символ «&gt;» проходит строку слева направо: каждая 1 превращается в 22, 2 остаётся 2, 0 становится 1, ' +
      'поэтому порядок цифр на результат не влияет — берём любой.</li>' +
      '<li>Сумма цифр: 39·4 + 39·2 + 39·1 = 273.</li></ol>',
    python: python`
      s = '>' + '0' * 39 + '1' * 39 + '2' * 39
      while '>1' in s or '>2' in s or '>0' in s:
          if '>1' in s:
              s = s.replace('>1', '22>', 1)
          if '>2' in s:
              s = s.replace('>2', '2>', 1)
          if '>0' in s:
              s = s.replace('>0', '1>', 1)
      print(sum(int(c) for c in s if c.isdigit()))
    `,
  },
  't12-3': {
    steps:
      method +
      '<ol><li>Перебираем n от 101 вверх, запускаем программу на строке «1» + n восьмёрок и считаем сумму цифр результата.</li>' +
      '<li>Первое n с суммой 10 — ответ: 104.</li></ol>',
    python: python`
      def run(s):
          while '18' in s or '288' in s or '3888' in s:
              if '18' in s:
                  s = s.replace('18', '2', 1)
              elif '288' in s:
                  s = s.replace('288', '3', 1)
              else:
                  s = s.replace('3888', '1', 1)
          return s

      for n in range(101, 10000):
          if sum(map(int, run('1' + '8' * n))) == 10:
              print(n)
              break
    `,
  },
  't12-4': {
    steps:
      method +
      '<ol><li>Для каждого n от 1 до 100 строим строку «0» + 21 единица + 10 двоек + n троек + «0» и выполняем программу.</li>' +
      '<li>Считаем n, при которых сумма цифр результата простая. Ответ: 47.</li></ol>',
    python: python`
      def run(s):
          while '01' in s or '02' in s or '03' in s:
              s = s.replace('01', '30', 1)
              s = s.replace('02', '101', 1)
              s = s.replace('03', '202', 1)
          return s

      def is_prime(x):
          return x > 1 and all(x % d for d in range(2, int(x ** 0.5) + 1))

      count = 0
      for n in range(1, 101):
          if is_prime(sum(map(int, run('0' + '1' * 21 + '2' * 10 + '3' * n + '0')))):
              count += 1
      print(count)
    `,
  },
  't12-5': {
    steps:
      method +
      '<ol><li>Для каждого n от 100 до 200 выполняем программу на строке из n пятёрок.</li>' +
      '<li>Считаем, сколько раз получилась строка «35». Ответ: 10.</li></ol>',
    python: python`
      def run(s):
          while '555' in s or '333' in s:
              if '555' in s:
                  s = s.replace('555', '3', 1)
              else:
                  s = s.replace('333', '55', 1)
          return s

      print(sum(run('5' * n) == '35' for n in range(100, 201)))
    `,
  },
};
