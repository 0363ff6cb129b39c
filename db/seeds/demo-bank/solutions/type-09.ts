import type { DemoSolution } from '../demo-task';
import { odsReader } from '@ege/core/files/odf/ods-reader-python';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Читаем строки из 9.ods (рядом с программой) стандартными средствами Python: .ods — это zip-архив, ячейки лежат в content.xml. ' +
  'Каждую строку превращаем в список целых чисел, проверяем условие и считаем подходящие строки. ' +
  'Упорядочив строку (<code>sorted</code>), наименьшее и наибольшее получаем как первый и последний элементы.</p>';

const read = `${odsReader}\n\nrows = [[int(v) for v in r] for r in read_ods('9.ods')['Лист1'] if r and r[0] != '']\n`;

/** Type 9: conditions on the rows of the .ods table. */
export const type09Solutions: Record<string, DemoSolution> = {
  't09-1': {
    steps:
      method +
      '<ol><li>В упорядоченной строке a: наибольшее + наименьшее = a[3] + a[0], два оставшихся — a[1] и a[2].</li><li>Ответ: 180.</li></ol>',
    python: `${read}\n${python`
      count = 0
      for r in rows:
          a = sorted(r)
          if a[0] + a[3] > a[1] + a[2]:
              count += 1
      print(count)
    `}`,
  },
  't09-2': {
    steps:
      method +
      '<ol><li>Считаем, сколько раз встречается каждое число (<code>r.count</code>): подходит строка, где ровно одно число встречается дважды, а остальные — по разу (5 различных чисел из 6).</li>' +
      '<li>Среднее неповторяющихся (их четыре) сравниваем с повторяющимся числом. Ответ: 58.</li></ol>',
    python: `${read}\n${python`
      count = 0
      for r in rows:
          twice = [x for x in set(r) if r.count(x) == 2]
          once = [x for x in r if r.count(x) == 1]
          if len(twice) == 1 and len(once) == 4 and sum(once) / len(once) <= twice[0]:
              count += 1
      print(count)
    `}`,
  },
  't09-3': {
    steps:
      method +
      '<ol><li>В упорядоченной строке a из пяти чисел: (a[0] + a[4])² сравниваем с a[1]² + a[2]² + a[3]².</li><li>Ответ: 203.</li></ol>',
    python: `${read}\n${python`
      count = 0
      for r in rows:
          a = sorted(r)
          if (a[0] + a[4]) ** 2 > a[1] ** 2 + a[2] ** 2 + a[3] ** 2:
              count += 1
      print(count)
    `}`,
  },
  't09-4': {
    steps:
      method +
      '<ol><li>Все числа различны: <code>len(set(r)) == len(r)</code>; чётных больше, чем нечётных.</li>' +
      '<li>Среди подходящих строк берём наибольшую сумму. Ответ: 511.</li></ol>',
    python: `${read}\n${python`
      best = 0
      for r in rows:
          even = sum(1 for x in r if x % 2 == 0)
          if len(set(r)) == len(r) and even > len(r) - even:
              best = max(best, sum(r))
      print(best)
    `}`,
  },
  't09-5': {
    steps:
      method +
      '<ol><li>Ровно одно число встречается дважды, остальные четыре — по разу.</li>' +
      '<li>Удвоенное повторяющееся число сравниваем с суммой наибольшего и наименьшего из неповторяющихся; строки нумеруем с 1 (<code>enumerate(rows, 1)</code>) и печатаем первую подходящую.</li>' +
      '<li>Ответ: 7.</li></ol>',
    python: `${read}\n${python`
      for number, r in enumerate(rows, 1):
          twice = [x for x in set(r) if r.count(x) == 2]
          once = [x for x in r if r.count(x) == 1]
          if len(twice) == 1 and len(once) == 4 and 2 * twice[0] > max(once) + min(once):
              print(number)
              break
    `}`,
  },
};
