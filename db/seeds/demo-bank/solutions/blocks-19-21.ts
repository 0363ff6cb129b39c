import type { DemoSolution } from '../demo-task';
import { python } from '@ege/core/files/python-source';

/**
 * Blocks 19–21: one program shape for every game. The position's outcome for the player to move is
 * found by recursion with memoisation — (win, in how many of the winner's moves) — and each question
 * is read off it, exactly as the reference solver in types/blocks-19-21.ts does.
 */
type Game = {
  /** Python: the signature and body of `moves(...)`, returning the reachable positions. */
  moves: string;
  /** Python: the position as arguments of `outcome`, for the heap of S stones. */
  start: string;
  /** Python: the parameters of `outcome` and the total of stones in the position. */
  params: string;
  total: string;
  target: number;
  sTo: number;
  answers: { q19: number; q20: [number, number]; q21: number };
};

const method =
  '<p>Решаем перебором дерева игры. Функция <code>outcome</code> для позиции возвращает пару (выигрывает ли тот, кто ходит, ' +
  'и за сколько своих ходов при лучшей игре обеих сторон). Позиция, где игра уже закончена, — проигрыш ходящего за 0 ходов. ' +
  'Иначе: если есть ход в проигрышную позицию соперника, ходящий выигрывает за 1 + наименьшее число ходов среди таких; ' +
  'если нет — проигрывает, а соперник выигрывает за наибольшее число ходов среди всех продолжений (проигрывающий тянет время). ' +
  'Результаты запоминает <code>@lru_cache</code>, поэтому перебор быстрый.</p>';

function program(game: Game, question: string): string {
  const body = python`
    @lru_cache(None)
    def outcome(PARAMS):
        if TOTAL >= TARGET:
            return (False, 0)
        children = [outcome(*m) for m in moves(PARAMS)]
        losing = [d for win, d in children if not win]
        if losing:
            return (True, 1 + min(losing))
        return (False, max(d for _, d in children))

  `
    .replaceAll('PARAMS', game.params)
    .replaceAll('TOTAL', game.total)
    .replaceAll('TARGET', String(game.target));
  const values = `values = range(1, ${game.sTo + 1})`;
  return ['from functools import lru_cache', '', game.moves, '', body, '', values, question.replaceAll('START', game.start)].join('\n');
}

const q19Program = python`
  # Петя не выигрывает первым ходом, но у него есть ход, после которого Ваня выигрывает одним ходом.
  print(min(s for s in values
            if outcome(START) != (True, 1) and any(outcome(*m) == (True, 1) for m in moves(START))))
`;
const q20Program = python`
  # Петя выигрывает ровно вторым ходом при любой игре Вани.
  print(*[s for s in values if outcome(START) == (True, 2)])
`;
const q21Program = python`
  # Ваня выигрывает первым или вторым ходом, но не гарантированно первым: проигрыш Пети «за 2».
  print(min(s for s in values if outcome(START) == (False, 2)))
`;

function blockSolutions(key: string, game: Game, about: string): Record<string, DemoSolution> {
  const { q19, q20, q21 } = game.answers;
  return {
    [`${key}-19`]: {
      steps:
        method +
        `<ol><li>${about}</li>` +
        '<li>Ищем наименьшее <i>S</i>, при котором Петя не выигрывает первым ходом, но у него есть ход в позицию, ' +
        'где ходящий (Ваня) выигрывает одним ходом — это и есть «неудачный ход» Пети.</li>' +
        `<li>Ответ: ${q19}.</li></ol>`,
      python: program(game, q19Program),
    },
    [`${key}-20`]: {
      steps:
        method +
        `<ol><li>${about}</li>` +
        '<li>Петя выигрывает вторым ходом при любой игре Вани и не может выиграть первым — это ровно позиции с результатом ' +
        '(выигрыш, 2 хода).</li>' +
        `<li>Печатаем все такие <i>S</i> по возрастанию. Ответ: ${q20[0]} ${q20[1]}.</li></ol>`,
      python: program(game, q20Program),
    },
    [`${key}-21`]: {
      steps:
        method +
        `<ol><li>${about}</li>` +
        '<li>У Вани есть стратегия выиграть первым или вторым ходом, но нет стратегии выиграть наверняка первым: ' +
        'Петя проигрывает, а Ваня выигрывает не быстрее чем за 2 хода — результат (проигрыш, 2).</li>' +
        `<li>Берём наименьшее такое <i>S</i>. Ответ: ${q21}.</li></ol>`,
      python: program(game, q21Program),
    },
  };
}

function oneHeap(adds: number[], muls: number[], target: number, answers: Game['answers']): Game {
  const options = [...adds.map((a) => `h + ${a}`), ...muls.map((m) => `h * ${m}`)].map((o) => `(${o},)`);
  return {
    moves: `def moves(h):\n    return [${options.join(', ')}]`,
    start: 's',
    params: 'h',
    total: 'h',
    target,
    sTo: target - 1,
    answers,
  };
}

function twoHeaps(firstHeap: number, adds: number[], muls: number[], target: number, answers: Game['answers']): Game {
  const changes = [...adds.map((a) => `x + ${a}`), ...muls.map((m) => `x * ${m}`)];
  return {
    moves:
      'def moves(a, b):\n' +
      `    # Ход меняет одну из куч: ${changes.join(' или ')}.\n` +
      `    return [(${changes.map((c) => c.replace('x', 'a')).join(', b), (')}, b)] + \\\n` +
      `           [(a, ${changes.map((c) => c.replace('x', 'b')).join('), (a, ')})]`,
    start: `${firstHeap}, s`,
    params: 'a, b',
    total: 'a + b',
    target,
    sTo: target - firstHeap - 1,
    answers,
  };
}

const ONE_HEAP = 'Позиция — число камней <code>h</code> в куче; <code>moves</code> перечисляет все ходы из условия.';
const TWO_HEAPS = 'Позиция — пара (a, b) камней в кучах; <code>moves</code> даёт все ходы: каждое действие с каждой из двух куч.';

/** The 'Разбор' of every question of the six game blocks, keyed `<block>-<type>`. */
export const blocks1921Solutions: Record<string, DemoSolution> = {
  ...blockSolutions('b1921-1', oneHeap([1], [2], 45, { q19: 12, q20: [11, 21], q21: 20 }), ONE_HEAP),
  ...blockSolutions('b1921-2', oneHeap([1, 2], [2], 60, { q19: 15, q20: [27, 28], q21: 26 }), ONE_HEAP),
  ...blockSolutions('b1921-3', oneHeap([1, 4], [3], 80, { q19: 9, q20: [22, 25], q21: 21 }), ONE_HEAP),
  ...blockSolutions('b1921-4', twoHeaps(7, [1], [2], 77, { q19: 18, q20: [31, 34], q21: 30 }), TWO_HEAPS),
  ...blockSolutions('b1921-5', twoHeaps(5, [1], [3], 100, { q19: 11, q20: [28, 31], q21: 27 }), TWO_HEAPS),
  ...blockSolutions('b1921-6', twoHeaps(4, [2], [2], 60, { q19: 14, q20: [25, 26], q21: 23 }), TWO_HEAPS),
};
