import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method = '<p>Читаем файл 26.txt (он лежит рядом с программой), сортируем данные и делаем жадный выбор.</p>';

/** Type 26: sorting and a greedy choice, each step the one the classic argument justifies. */
export const type26Solutions: Record<string, DemoSolution> = {
  't26-1': {
    steps:
      method +
      '<ol><li>Чтобы сохранить больше всего файлов, берём самые маленькие: сортируем размеры и добавляем, пока помещаются — получаем k файлов.</li>' +
      '<li>Чтобы последний файл был как можно больше, оставляем k − 1 самых маленьких и ставим вместо k-го наибольший файл, ' +
      'который ещё помещается на диск.</li><li>Ответ: 587 78.</li></ol>',
    python: python`
      data = list(map(int, open('26.txt').read().split()))
      s, n = data[0], data[1]
      sizes = sorted(data[2:2 + n])
      k = used = 0
      while k < n and used + sizes[k] <= s:
          used += sizes[k]
          k += 1
      base = used - sizes[k - 1]
      print(k, max(x for x in sizes[k - 1:] if base + x <= s))
    `,
  },
  't26-2': {
    steps:
      method +
      '<ol><li>Наибольшее количество при наименьших тратах дают самые дешёвые изделия: сортируем цены типа A и покупаем по возрастанию, пока хватает денег.</li>' +
      '<li>На остаток так же покупаем изделия типа B. Печатаем число купленных B и остаток. Ответ: 7 87.</li></ol>',
    python: python`
      lines = open('26.txt').read().split('\n')
      money = int(lines[0].split()[1])
      items = [line.split() for line in lines[1:] if line.strip()]

      def buy(kind):
          global money
          bought = 0
          for price in sorted(int(p) for p, t in items if t == kind):
              if price > money:
                  break
              money -= price
              bought += 1
          return bought

      buy('A')
      print(buy('B'), money)
    `,
  },
  't26-3': {
    steps:
      method +
      '<ol><li>Наибольшее число мероприятий даёт жадный выбор по самому раннему окончанию: сортируем по времени окончания и берём каждое, ' +
      'которое начинается не раньше конца предыдущего выбранного.</li>' +
      '<li>Конец (k − 1)-го выбранного — самое раннее время, к которому могут пройти k − 1 мероприятий, поэтому последнее мероприятие может ' +
      'начаться в любое время не раньше него: берём наибольшее такое время начала.</li><li>Ответ: 45 1379.</li></ol>',
    python: python`
      rows = [tuple(map(int, line.split())) for line in open('26.txt').read().split('\n')[1:] if line.strip()]
      ends = []
      for s, e in sorted(rows, key=lambda r: r[1]):
          if not ends or s >= ends[-1]:
              ends.append(e)
      k = len(ends)
      print(k, max(s for s, e in rows if s >= ends[k - 2]))
    `,
  },
  't26-4': {
    steps:
      method +
      '<ol><li>Группируем занятые места по рядам (словарь «ряд → список мест»).</li>' +
      '<li>Идём по рядам от большего номера к меньшему; в отсортированном списке ищем соседние занятые места с разностью 3 — ' +
      'между ними ровно два свободных. Первая такая пара даёт ряд и наименьшее место (левое занятое + 1). Ответ: 1996 43.</li></ol>',
    python: python`
      by_row = {}
      for line in open('26.txt').read().split('\n')[1:]:
          if line.strip():
              row, seat = map(int, line.split())
              by_row.setdefault(row, []).append(seat)

      def find():
          for row in sorted(by_row, reverse=True):
              seats = sorted(by_row[row])
              for a, b in zip(seats, seats[1:]):
                  if b - a == 3:
                      return row, a + 1

      print(*find())
    `,
  },
  't26-5': {
    steps:
      method +
      '<ol><li>Оставляем различные размеры и сортируем. chain[i] — наибольшее число коробок в наборе, где самая маленькая — i-я: ' +
      'следующей выгодно брать самую маленькую коробку размером не меньше x + 3, поэтому chain[i] = 1 + chain[j] для первого такого j.</li>' +
      '<li>Считаем chain с конца; ответ — наибольшее значение и наибольший размер, при котором оно достигается. Ответ: 303 51.</li></ol>',
    python: python`
      from bisect import bisect_left

      data = list(map(int, open('26.txt').read().split()))
      sizes = sorted(set(data[1:]))
      chain = [1] * len(sizes)
      for i in range(len(sizes) - 1, -1, -1):
          j = bisect_left(sizes, sizes[i] + 3)
          if j < len(sizes):
              chain[i] = 1 + chain[j]
      most = max(chain)
      print(most, max(x for x, c in zip(sizes, chain) if c == most))
    `,
  },
};
