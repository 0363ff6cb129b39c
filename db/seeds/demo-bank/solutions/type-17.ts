import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Читаем числа из файла 17.txt (файл лежит рядом с программой) в список, составляем пары соседей через ' +
  '<code>zip(xs, xs[1:])</code> (тройки — <code>zip(xs, xs[1:], xs[2:])</code>), отбираем подходящие и печатаем их количество ' +
  'и наибольшую сумму. Величину из условия («минимальный двузначный…») вычисляем заранее, один раз.</p>';
const read = "xs = [int(line) for line in open('17.txt') if line.strip()]";

/** Type 17: pairs and triples of neighbours from the file. */
export const type17Solutions: Record<string, DemoSolution> = {
  't17-1': {
    steps: method + '<ol><li>Условие пары: одно из чисел кратно 3, сумма кратна 7.</li><li>Ответ: 768 пар, наибольшая сумма 19 817.</li></ol>',
    python: `${read}\n${python`
      pairs = [(a, b) for a, b in zip(xs, xs[1:]) if (a % 3 == 0 or b % 3 == 0) and (a + b) % 7 == 0]
      print(len(pairs), max(a + b for a, b in pairs))
    `}`,
  },
  't17-2': {
    steps:
      method +
      '<ol><li>Сначала находим m — минимальный двузначный элемент, оканчивающийся на 3.</li>' +
      '<li>В паре ровно одно двузначное число (длина записи 2), сумма кратна m. Ответ: 41 и 9997.</li></ol>',
    python: `${read}\n${python`
      def two_digit(x):
          return len(str(x)) == 2

      m = min(x for x in xs if two_digit(x) and x % 10 == 3)
      pairs = [(a, b) for a, b in zip(xs, xs[1:]) if two_digit(a) + two_digit(b) == 1 and (a + b) % m == 0]
      print(len(pairs), max(a + b for a, b in pairs))
    `}`,
  },
  't17-3': {
    steps:
      method +
      '<ol><li>Среднее арифметическое положительных элементов — одно число на весь файл.</li>' +
      '<li>В паре есть отрицательное число, сумма больше среднего. Ответ: 665 и 9813.</li></ol>',
    python: `${read}\n${python`
      positive = [x for x in xs if x > 0]
      mean = sum(positive) / len(positive)
      pairs = [(a, b) for a, b in zip(xs, xs[1:]) if (a < 0 or b < 0) and a + b > mean]
      print(len(pairs), max(a + b for a, b in pairs))
    `}`,
  },
  't17-4': {
    steps:
      method +
      '<ol><li>Четырёхзначность проверяем по модулю: <code>len(str(abs(x))) == 4</code>.</li>' +
      '<li>m — наибольший элемент, запись которого оканчивается на 15 (он положителен: <code>x % 100 == 15</code>).</li>' +
      '<li>Тройки с ровно двумя четырёхзначными и суммой не больше m. Ответ: 2079 и 9895.</li></ol>',
    python: `${read}\n${python`
      def four_digit(x):
          return len(str(abs(x))) == 4

      m = max(x for x in xs if x > 0 and x % 100 == 15)
      triples = [t for t in zip(xs, xs[1:], xs[2:]) if sum(map(four_digit, t)) == 2 and sum(t) <= m]
      print(len(triples), max(sum(t) for t in triples))
    `}`,
  },
  't17-5': {
    steps:
      method +
      '<ol><li>Восьмеричная запись оканчивается на 7, когда остаток от деления на 8 равен 7.</li>' +
      '<li>m — наибольший элемент, кратный 117; сумма квадратов пары не меньше m². Ответ: 592 и 193 268 410.</li></ol>',
    python: `${read}\n${python`
      m = max(x for x in xs if x % 117 == 0)
      pairs = [(a, b) for a, b in zip(xs, xs[1:]) if (a % 8 == 7 or b % 8 == 7) and a * a + b * b >= m * m]
      print(len(pairs), max(a * a + b * b for a, b in pairs))
    `}`,
  },
};
