import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

/** The search every type 2 program shares: each column order, each filling of the empty cells. */
const search = python`
  answers = []
  for order in permutations(variables):
      options = []
      for cells, value in fragment:
          blanks = [i for i, c in enumerate(cells) if c == '.']
          row_options = []
          for bits in product('01', repeat=len(blanks)):
              full = list(cells)
              for i, bit in zip(blanks, bits):
                  full[i] = bit
              if F(**{v: full[k] == '1' for k, v in enumerate(order)}) == value:
                  row_options.append(''.join(full))
          options.append(row_options)
      # Rows of a truth table differ: some choice of completions must have no repeats.
      if any(len(set(choice)) == len(choice) for choice in product(*options)):
          answers.append(''.join(order))
  print(*answers)
`;

const method =
  '<p>Записываем функцию на Python (→ как <code>not a or b</code>, ≡ как <code>==</code>) и перебираем все порядки столбцов ' +
  '(<code>permutations</code>) и все способы заполнить пустые клетки (<code>product</code>). Порядок подходит, если каждую ' +
  'строку фрагмента можно дополнить так, что F даёт указанное значение, и строки остаются различными. Подходит ровно один порядок.</p>';

function logicSolution(variables: string, expression: string, fragment: [string, number][], note: string): DemoSolution {
  const rows = fragment.map(([cells, value]) => `('${cells}', ${value})`).join(', ');
  return {
    steps: `${method}<ol><li>${note}</li></ol>`,
    python:
      'from itertools import permutations, product\n\n' +
      `def F(${[...variables].join(', ')}):\n    return ${expression}\n\n` +
      `variables = '${variables}'\nfragment = [${rows}]  # точка — пустая клетка\n${search}`,
  };
}

/** Type 2: which variable stands in which column of a truth table fragment. */
export const type02Solutions: Record<string, DemoSolution> = {
  't02-1': logicSolution('xyz', '(not x or y) and not z', [['.01', 1], ['000', 1], ['00.', 1]], 'F = 1 только при z = 0 и истинной импликации x → y; перебор оставляет единственный порядок — xzy.'),
  't02-2': logicSolution('wxyz', '(x and not y) or (y == z) or not w', [['.11.', 0], ['..10', 0], ['..00', 0]], 'F = 0 требует w = 1, y ≠ z и не (x ∧ ¬y). Ответ: zwyx.'),
  't02-3': logicSolution('wxyz', '((not x or y) and (not y or w)) or (z == (x or y))', [['..1.', 0], ['1.1.', 0], ['000.', 0]], 'Ответ: wzxy.'),
  't02-4': logicSolution('wxyz', '(not w or y) and ((x and not z) == (y or w))', [['.11.', 1], ['11.1', 1], ['...1', 1]], 'Ответ: wxzy.'),
  't02-5': logicSolution('wxyz', '(not (x or y) or z) and (not w or not x)', [['101.', 1], ['.0.0', 0], ['011.', 1], ['.000', 0]], 'Ответ: xwyz.'),
};
