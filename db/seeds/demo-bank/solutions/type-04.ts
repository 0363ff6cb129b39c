import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

const shortestMethod =
  '<p>Перебираем кодовые слова по возрастанию длины, а внутри одной длины — по возрастанию числового значения. ' +
  'Слово подходит, если ни одно из заданных слов не является его началом и оно само не является началом заданного слова.</p>';

const costMethod =
  '<p>Заданные слова занимают часть двоичного дерева кодов; свободными остаются поддеревья, которые не задевает ни одно заданное слово ' +
  '(их корни находит рекурсия <code>free_roots</code>). Оставшиеся буквы раскладываем по этим поддеревьям всеми способами, а внутри ' +
  'поддерева строим оптимальный код Хаффмана: к его стоимости добавляется длина корня, умноженная на число букв (или их частот).</p>';

const shortest = python`
  from itertools import product

  def conflicts(word, fixed):
      return any(word.startswith(c) or c.startswith(word) for c in fixed)
`;

const cost = python`
  import heapq
  from itertools import product

  def free_roots(fixed, s=''):
      if any(s.startswith(c) for c in fixed):
          return []
      if not any(c.startswith(s) for c in fixed):
          return [s]
      return free_roots(fixed, s + '0') + free_roots(fixed, s + '1')

  def huffman(weights):
      heap = list(weights)
      heapq.heapify(heap)
      total = 0
      while len(heap) > 1:
          merged = heapq.heappop(heap) + heapq.heappop(heap)
          total += merged
          heapq.heappush(heap, merged)
      return total

  def min_cost(fixed, weights):
      roots = free_roots(fixed)
      best = float('inf')
      for choice in product(range(len(roots)), repeat=len(weights)):
          groups = [[w for w, g in zip(weights, choice) if g == i] for i in range(len(roots))]
          best = min(best, sum(huffman(g) + len(r) * sum(g) for g, r in zip(groups, roots)))
      return best
`;

/** Type 4: Fano codes by search over the code tree. */
export const type04Solutions: Record<string, DemoSolution> = {
  't04-1': {
    steps: shortestMethod + '<ol><li>Слова длины 1 (0 и 1) — начала заданных слов; среди слов длины 2 свободно только 11.</li><li>Ответ: 11.</li></ol>',
    python: `${shortest}\n\n${python`
      fixed = ['00', '010', '10']
      for length in range(1, 10):
          words = [''.join(p) for p in product('01', repeat=length)]
          found = [w for w in words if not conflicts(w, fixed)]
          if found:
              print(found[0])
              break
    `}`,
  },
  't04-2': {
    steps:
      costMethod +
      '<ol><li>К, Л, М занимают всё поддерево с началом 0 (длины 3 + 3 + 2 = 8); свободно поддерево с корнем 1.</li>' +
      '<li>Три буквы в нём: 10, 110, 111 — ещё 8 знаков. Ответ: 16.</li></ol>',
    python: `${cost}\n\n${python`
      fixed = ['000', '001', '01']
      print(sum(map(len, fixed)) + min_cost(fixed, [1, 1, 1]))
    `}`,
  },
  't04-3': {
    steps:
      shortestMethod +
      '<ol><li>Дополнительно требуем, чтобы после выбора слова для Г в дереве осталось свободное место для Д.</li>' +
      '<li>Слово 000 подходит по условию Фано, но тогда свободного места не останется; первое подходящее — 0000. Ответ: 0000.</li></ol>',
    python: `${shortest}\n\n${python`
      def has_free(fixed):
          return any(not conflicts(''.join(p), fixed) for length in range(1, 10) for p in product('01', repeat=length))

      fixed = ['1', '01', '001']
      for length in range(1, 10):
          found = [w for w in (''.join(p) for p in product('01', repeat=length)) if not conflicts(w, fixed) and has_free(fixed + [w])]
          if found:
              print(found[0])
              break
    `}`,
  },
  't04-4': {
    steps:
      costMethod +
      '<ol><li>Заданные слова дают 12·2 + 9·3 = 51 знак.</li>' +
      '<li>Буквы А, В, Д, Е (частоты 15, 10, 8, 6) раскладываем по свободным поддеревьям с корнями 00, 010 и 11. Ответ: 153.</li></ol>',
    python: `${cost}\n\n${python`
      counts = {'А': 15, 'Б': 12, 'В': 10, 'Г': 9, 'Д': 8, 'Е': 6}
      fixed = {'Б': '10', 'Г': '011'}
      rest = [n for letter, n in counts.items() if letter not in fixed]
      print(sum(counts[letter] * len(code) for letter, code in fixed.items()) + min_cost(list(fixed.values()), rest))
    `}`,
  },
  't04-5': {
    steps:
      costMethod +
      '<ol><li>Заданных слов нет: всё дерево свободно, и наименьшая длина сообщения — стоимость кода Хаффмана для частот 9, 5, 4, 3, 2, 1.</li>' +
      '<li>Ответ: 57.</li></ol>',
    python: `${cost}\n\n${python`
      print(min_cost([], [9, 5, 4, 3, 2, 1]))
    `}`,
  },
};
