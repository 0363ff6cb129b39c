import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Кластеры лежат далеко друг от друга, а звёзды внутри кластера — близко, поэтому кластер — это группа звёзд, связанных ' +
  'цепочками «соседей» на расстоянии меньше 2. Группы находим обходом в глубину; чтобы не сравнивать каждую звезду с каждой, ' +
  'раскладываем звёзды по квадратам сетки со стороной 2 и ищем соседей только в девяти ближних квадратах. Группа меньше пяти звёзд — ' +
  'аномалия. Центр кластера — звезда с наименьшей суммой расстояний до остальных (<code>math.dist</code>). Программа обрабатывает ' +
  'оба файла и печатает строку для A и строку для B.</p>';

const common = python`
  import math

  def read(name):
      return [tuple(map(float, line.split())) for line in open(name) if line.strip()]

  def clusters(points, link=2.0):
      cell = lambda p: (int(p[0] // link), int(p[1] // link))
      grid = {}
      for i, p in enumerate(points):
          grid.setdefault(cell(p), []).append(i)
      seen = [False] * len(points)
      groups = []
      for start in range(len(points)):
          if seen[start]:
              continue
          seen[start] = True
          group, stack = [start], [start]
          while stack:
              i = stack.pop()
              cx, cy = cell(points[i])
              for gx in (cx - 1, cx, cx + 1):
                  for gy in (cy - 1, cy, cy + 1):
                      for j in grid.get((gx, gy), []):
                          if not seen[j] and math.dist(points[i], points[j]) < link:
                              seen[j] = True
                              group.append(j)
                              stack.append(j)
          groups.append([points[i] for i in group])
      return [g for g in groups if len(g) >= 5]

  def centre(cluster):
      return min(cluster, key=lambda p: sum(math.dist(p, q) for q in cluster))
`;

const average = python`
  for name in ('27_A.txt', '27_B.txt'):
      centres = [centre(c) for c in clusters(read(name))]
      px = sum(x for x, _ in centres) / len(centres)
      py = sum(y for _, y in centres) / len(centres)
      print(int(px * 10000), int(py * 10000))
`;

const averageSolution = (answer: string): DemoSolution => ({
  steps:
    method +
    '<ol><li>Находим центр каждого кластера, затем средние арифметические абсцисс и ординат центров.</li>' +
    `<li>Печатаем целые части произведений на 10 000. Ответ: ${answer}.</li></ol>`,
  python: `${common}\n\n${average}`,
});

/** Type 27: clusters as connected groups of close stars, centres by the least sum of distances. */
export const type27Solutions: Record<string, DemoSolution> = {
  't27-1': averageSolution('171410 119873 и 136562 143420'),
  't27-2': {
    steps:
      method +
      '<ol><li>Выбираем кластер с наибольшим числом звёзд (<code>max(…, key=len)</code>) и находим его центр.</li>' +
      '<li>Печатаем целые части координат центра, умноженных на 10 000. Ответ: 186186 178325 и 63791 113658.</li></ol>',
    python: `${common}\n\n${python`
      for name in ('27_A.txt', '27_B.txt'):
          x, y = centre(max(clusters(read(name)), key=len))
          print(int(x * 10000), int(y * 10000))
    `}`,
  },
  't27-3': {
    steps:
      method +
      '<ol><li>Аномалии — одиночные звёзды далеко от всех: они образуют группы из одной звезды и отбрасываются.</li>' +
      '<li>Для оставшихся кластеров считаем средние координаты центров. Ответ: 131059 112845 и 157618 159808.</li></ol>',
    python: `${common}\n\n${average}`,
  },
  't27-4': {
    steps:
      method +
      '<ol><li>Выбираем кластер с наименьшим числом звёзд (<code>min(…, key=len)</code>) и находим его центр.</li>' +
      '<li>Печатаем целые части координат центра, умноженных на 10 000. Ответ: 182462 154469 и 338234 50307.</li></ol>',
    python: `${common}\n\n${python`
      for name in ('27_A.txt', '27_B.txt'):
          x, y = centre(min(clusters(read(name)), key=len))
          print(int(x * 10000), int(y * 10000))
    `}`,
  },
  't27-5': {
    steps:
      method +
      '<ol><li>В файле B пять кластеров и 20 аномалий; аномалии отбрасываются как группы меньше пяти звёзд.</li>' +
      '<li>Считаем средние координаты центров. Ответ: 103405 141574 и 277346 157132.</li></ol>',
    python: `${common}\n\n${average}`,
  },
};
