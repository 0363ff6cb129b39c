import type { DemoSolution } from '../demo-task';
import { odsReader } from '@ege/core/files/odf/ods-reader-python';
import { python } from '@ege/core/files/python-source';

const method =
  '<p>Читаем поле из 18.ods (рядом с программой) стандартными средствами Python: .ods — это zip-архив, ячейки лежат в content.xml. ' +
  'Дальше — динамическое программирование, как в электронной таблице: в клетку можно прийти только из соседних клеток, ' +
  'поэтому лучшая сумма до клетки = монета в ней + лучшая из сумм в клетках, откуда в неё можно прийти. ' +
  'Идём по строкам сверху вниз, слева направо — к каждой клетке её предшественники уже посчитаны. ' +
  'Одна и та же функция даёт и максимум, и минимум: выбор лучшего передаём параметром (<code>max</code> или <code>min</code>).</p>';

const read = `${odsReader}\n\ngrid = [[int(v) for v in r] for r in read_ods('18.ods')['Лист1'] if r and r[0] != '']\n`;

const rightDown = (extra: string, answer: string): DemoSolution['steps'] =>
  method + `<ol><li>${extra}</li><li>Ответ: ${answer}.</li></ol>`;

const plain = (predecessors: string, obstacles: boolean): string =>
  python`
    def collect(grid, pick):
        n = len(grid)
        best = {}
        for r in range(n):
            for c in range(n):
                SKIP
                prev = [best[p] for p in PREDECESSORS if p in best]
                if r == 0 and c == 0:
                    best[r, c] = grid[r][c]
                elif prev:
                    best[r, c] = pick(prev) + grid[r][c]
        return best[n - 1, n - 1]

    print(collect(grid, max), collect(grid, min))
  `
    .replace('PREDECESSORS', predecessors)
    // Without obstacles the line is not needed at all; with them a 0-cell is never entered.
    .replace(/\n\s*SKIP/, obstacles ? '\n            if grid[r][c] == 0:\n                continue' : '');

/** Type 18: the Robot's best and worst sums, by dynamic programming over the .ods field. */
export const type18Solutions: Record<string, DemoSolution> = {
  't18-1': {
    steps: rightDown('В клетку (r, c) приходим сверху (r − 1, c) или слева (r, c − 1).', '1320 683'),
    python: `${read}\n${plain('((r - 1, c), (r, c - 1))', false)}`,
  },
  't18-2': {
    steps: rightDown(
      'Робот идёт влево и вниз из правого верхнего угла в левый нижний. Отразим поле слева направо (<code>row[::-1]</code>) — ' +
        'получится обычная задача «вправо и вниз» из левого верхнего угла в правый нижний.',
      '1917 784',
    ),
    python: `${read}grid = [row[::-1] for row in grid]\n\n${plain('((r - 1, c), (r, c - 1))', false)}`,
  },
  't18-3': {
    steps: rightDown('Предшественников три: сверху, слева и по диагонали слева-сверху (r − 1, c − 1).', '2298 632'),
    python: `${read}\n${plain('((r - 1, c), (r, c - 1), (r - 1, c - 1))', false)}`,
  },
  't18-4': {
    steps: rightDown(
      'Клетки с 0 — препятствия: для них сумму не считаем, поэтому через них не проходит ни один путь ' +
        '(<code>if p in best</code> берёт только достижимые клетки).',
      '2395 1145',
    ),
    python: `${read}\n${plain('((r - 1, c), (r, c - 1))', true)}`,
  },
  't18-5': {
    steps: rightDown(
      'Запрет двух «вниз» подряд: храним для клетки две суммы — пришли ли мы в неё ходом «вниз» или «вправо». ' +
        'Ходом «вниз» можно прийти только из клетки, в которую пришли «вправо»; ходом «вправо» — из любой.',
      '1853 1585',
    ),
    python: `${read}\n${python`
      def collect(grid, pick):
          n = len(grid)
          best = {(0, 0, False): grid[0][0]}  # (строка, столбец, пришли ходом «вниз»)
          for r in range(n):
              for c in range(n):
                  down = [best[p] for p in [(r - 1, c, False)] if p in best]
                  right = [best[p] for p in [(r, c - 1, False), (r, c - 1, True)] if p in best]
                  if down:
                      best[r, c, True] = pick(down) + grid[r][c]
                  if right:
                      best[r, c, False] = pick(right) + grid[r][c]
          return pick(best[p] for p in [(n - 1, n - 1, False), (n - 1, n - 1, True)] if p in best)

      print(collect(grid, max), collect(grid, min))
    `}`,
  },
};
