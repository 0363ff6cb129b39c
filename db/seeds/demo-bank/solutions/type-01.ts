import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Схему (кто с кем соединён) и таблицу переносим в программу: в таблице 0 — нет дороги. Перебираем все сопоставления букв ' +
  'номерам (<code>itertools.permutations</code>) и оставляем те, при которых дорога между двумя буквами есть на схеме ровно тогда, ' +
  'когда она есть в таблице. Искомую величину считаем для каждого такого сопоставления: множество ответов должно состоять из одного числа.</p>';

const numberings = python`
  from itertools import permutations

  def numberings(scheme, table):
      letters = list(scheme)
      for perm in permutations(range(len(letters))):
          m = dict(zip(letters, perm))
          if all((table[m[a]][m[b]] > 0) == (b in scheme[a]) for a in letters for b in letters if a != b):
              yield m
`;

/** Type 1: the road scheme matched against the table by trying every numbering. */
export const type01Solutions: Record<string, DemoSolution> = {
  't01-1': {
    steps:
      method +
      '<ol><li>Находим все нумерации, при которых дороги в таблице и на схеме совпадают.</li><li>При каждой из них дорога Г—Д имеет длину 6. Ответ: 6.</li></ol>',
    python: `${numberings}\n${python`
      scheme = {'А': 'БВ', 'Б': 'АВГ', 'В': 'АБД', 'Г': 'БДЕ', 'Д': 'ВГК', 'Е': 'ГК', 'К': 'ДЕ'}
      table = [
          [0, 0, 0, 10, 0, 6, 15],
          [0, 0, 0, 8, 0, 14, 0],
          [0, 0, 0, 0, 7, 0, 12],
          [10, 8, 0, 0, 0, 0, 0],
          [0, 0, 7, 0, 0, 11, 9],
          [6, 14, 0, 0, 11, 0, 0],
          [15, 0, 12, 0, 9, 0, 0],
      ]

      print(*{table[m['Г']][m['Д']] for m in numberings(scheme, table)})
    `}`,
  },
  't01-2': {
    steps:
      method +
      '<ol><li>Находим все подходящие нумерации и для каждой складываем длины дорог Б—Г и Е—К.</li><li>Сумма одна и та же: 4 + 11 = 15. Ответ: 15.</li></ol>',
    python: `${numberings}\n${python`
      scheme = {'А': 'БГ', 'Б': 'АВГ', 'В': 'БДЕ', 'Г': 'АБД', 'Д': 'ВГК', 'Е': 'ВК', 'К': 'ДЕ'}
      table = [
          [0, 0, 0, 11, 0, 17, 0],
          [0, 0, 0, 0, 5, 0, 9],
          [0, 0, 0, 3, 0, 8, 21],
          [11, 0, 3, 0, 0, 0, 0],
          [0, 5, 0, 0, 0, 13, 4],
          [17, 0, 8, 0, 13, 0, 0],
          [0, 9, 21, 0, 4, 0, 0],
      ]

      print(*{table[m['Б']][m['Г']] + table[m['Е']][m['К']] for m in numberings(scheme, table)})
    `}`,
  },
  't01-3': {
    steps:
      method +
      '<ol><li>Звёздочку записываем как 1, пустую клетку — как 0.</li><li>Для каждой подходящей нумерации выписываем номера пунктов Б и Е по возрастанию (номера в таблице начинаются с 1). Ответ: 57.</li></ol>',
    python: `${numberings}\n${python`
      scheme = {'А': 'БВГ', 'Б': 'АД', 'В': 'АДЕ', 'Г': 'АЕЖ', 'Д': 'БВЖ', 'Е': 'ВГЖ', 'Ж': 'ГДЕ'}
      table = [
          [0, 1, 1, 0, 0, 0, 1],
          [1, 0, 0, 0, 1, 1, 0],
          [1, 0, 0, 1, 1, 0, 0],
          [0, 0, 1, 0, 0, 1, 1],
          [0, 1, 1, 0, 0, 1, 0],
          [0, 1, 0, 1, 1, 0, 0],
          [1, 0, 0, 1, 0, 0, 0],
      ]

      print(*{''.join(sorted(str(m[x] + 1) for x in 'БЕ')) for m in numberings(scheme, table)})
    `}`,
  },
  't01-4': {
    steps:
      method +
      '<ol><li>Для каждой подходящей нумерации ищем кратчайшие пути алгоритмом Флойда по таблице (пунктов всего восемь).</li><li>Расстояние от А до Л одно и то же при всех нумерациях. Ответ: 35.</li></ol>',
    python: `${numberings}\n${python`
      scheme = {'А': 'БВ', 'Б': 'АГД', 'В': 'АГЕ', 'Г': 'БВК', 'Д': 'БКЛ', 'Е': 'ВК', 'К': 'ГДЕЛ', 'Л': 'ДК'}
      table = [
          [0, 0, 4, 0, 7, 16, 5, 0],
          [0, 0, 0, 14, 12, 3, 0, 0],
          [4, 0, 0, 0, 0, 0, 18, 0],
          [0, 14, 0, 0, 0, 0, 0, 6],
          [7, 12, 0, 0, 0, 0, 0, 0],
          [16, 3, 0, 0, 0, 0, 0, 9],
          [5, 0, 18, 0, 0, 0, 0, 20],
          [0, 0, 0, 6, 0, 9, 20, 0],
      ]

      def distances(table):
          n = len(table)
          d = [[0 if i == j else table[i][j] or float('inf') for j in range(n)] for i in range(n)]
          for k in range(n):
              for i in range(n):
                  for j in range(n):
                      d[i][j] = min(d[i][j], d[i][k] + d[k][j])
          return d

      d = distances(table)
      print(*{d[m['А']][m['Л']] for m in numberings(scheme, table)})
    `}`,
  },
  't01-5': {
    steps:
      method +
      '<ol><li>Для каждой подходящей нумерации вычисляем разность длин дорог Д—К и Б—Д.</li><li>Разность одна: 22 − 7 = 15. Ответ: 15.</li></ol>',
    python: `${numberings}\n${python`
      scheme = {'А': 'БГ', 'Б': 'АВД', 'В': 'БЕ', 'Г': 'АДК', 'Д': 'БГЕК', 'Е': 'ВДК', 'К': 'ГДЕ'}
      table = [
          [0, 0, 0, 0, 8, 7, 10],
          [0, 0, 0, 16, 0, 12, 19],
          [0, 0, 0, 4, 13, 25, 0],
          [0, 16, 4, 0, 0, 22, 0],
          [8, 0, 13, 0, 0, 0, 0],
          [7, 12, 25, 22, 0, 0, 0],
          [10, 19, 0, 0, 0, 0, 0],
      ]

      print(*{table[m['Д']][m['К']] - table[m['Б']][m['Д']] for m in numberings(scheme, table)})
    `}`,
  },
};
