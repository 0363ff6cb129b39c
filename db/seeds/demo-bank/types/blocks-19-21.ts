/**
 * Tasks 19–21 — the two-player stone game. The reference solutions search the real game tree: each
 * position gets its exact outcome (win or loss for the player to move, and in how many of the
 * winner's moves), memoised, so the three questions are read off the same table as in a КЕГЭ solution.
 */
import type { DemoAnswer, DemoBlock, DemoBlockQuestion } from '../demo-task';

const field = (value: number): DemoAnswer => ({ kind: 'field', value: String(value) });
const table = (rows: (number | string)[][]): DemoAnswer => ({ kind: 'table', rows: rows.map((r) => r.map(String)) });

type Heaps = readonly number[];

export type StoneGame = {
  /** The heaps at the start for a given S. */
  start(s: number): Heaps;
  /** Every position one move can reach. */
  moves(heaps: Heaps): Heaps[];
  /** The game ends as soon as the total reaches this many stones. */
  target: number;
  /** The S the questions range over, inclusive. */
  sFrom: number;
  sTo: number;
};

/** win: the player to move wins; depth: in how many of the winner's moves, with best play on both sides. */
export type Outcome = { win: boolean; depth: number };

const total = (h: Heaps): number => h.reduce((a, b) => a + b, 0);

/** Outcome of every position reachable from the starts, memoised by position. */
export function gameSolver(game: StoneGame): (heaps: Heaps) => Outcome {
  const memo = new Map<string, Outcome>();
  const outcome = (heaps: Heaps): Outcome => {
    // A finished game: the player to move has already lost (the opponent made the last move).
    if (total(heaps) >= game.target) return { win: false, depth: 0 };
    const key = heaps.join(',');
    const known = memo.get(key);
    if (known) return known;
    // Every move adds stones, so the recursion always ends; depth is bounded by the target.
    const children = game.moves(heaps).map(outcome);
    const losing = children.filter((c) => !c.win);
    const result: Outcome =
      losing.length > 0
        ? { win: true, depth: 1 + Math.min(...losing.map((c) => c.depth)) }
        : { win: false, depth: Math.max(...children.map((c) => c.depth)) };
    memo.set(key, result);
    return result;
  };
  return outcome;
}

function sValues(game: StoneGame): number[] {
  return Array.from({ length: game.sTo - game.sFrom + 1 }, (_, i) => game.sFrom + i);
}

/** 19: Петя cannot win in one move, but has a move after which Ваня wins with his first move. */
export function q19Values(game: StoneGame): number[] {
  const outcome = gameSolver(game);
  return sValues(game).filter((s) => {
    const start = game.start(s);
    const petyaWinsAtOnce = outcome(start).win && outcome(start).depth === 1;
    const child = game.moves(start).filter((c) => total(c) < game.target);
    return !petyaWinsAtOnce && child.some((c) => outcome(c).win && outcome(c).depth === 1);
  });
}

/** 20: Петя wins with his second move whatever Ваня does, and cannot win with his first. */
export function q20Values(game: StoneGame): number[] {
  const outcome = gameSolver(game);
  return sValues(game).filter((s) => {
    const o = outcome(game.start(s));
    return o.win && o.depth === 2;
  });
}

/** 21: Ваня wins with his first or second move whatever Петя does, but cannot be sure of the first. */
export function q21Values(game: StoneGame): number[] {
  const outcome = gameSolver(game);
  return sValues(game).filter((s) => {
    const o = outcome(game.start(s));
    return !o.win && o.depth === 2;
  });
}

function first(values: number[], what: string): number {
  const v = values[0];
  if (v === undefined) throw new Error(`blocks 19–21: no S for ${what}`);
  return v;
}

/** Adds `add` stones to one heap, or multiplies one heap by `mul`, for every heap in turn. */
function heapMoves(adds: readonly number[], muls: readonly number[]): (heaps: Heaps) => Heaps[] {
  return (heaps) =>
    heaps.flatMap((h, i) => [...adds.map((a) => h + a), ...muls.map((m) => h * m)].map((v) => heaps.map((old, j) => (j === i ? v : old))));
}

const RULES_ONE_HEAP =
  'Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя.';
const RULES_TWO_HEAPS =
  'Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя.';
const STRATEGY =
  'Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника. ' +
  'Описать стратегию игрока — значит описать, какой ход он должен сделать в любой ситуации, которая ему может встретиться при различной игре противника. ' +
  'В описание выигрышной стратегии не следует включать ходы играющего по этой стратегии игрока, не являющиеся для него безусловно выигрышными, ' +
  'т. е. не являющиеся выигрышными независимо от игры противника.';

type BlockAnswers = { q19: DemoAnswer; q20: DemoAnswer; q21: DemoAnswer };

function questions(game: StoneGame, answers: BlockAnswers): [DemoBlockQuestion, DemoBlockQuestion, DemoBlockQuestion] {
  return [
    {
      type: 19,
      question:
        '<p>Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. ' +
        'Укажите минимальное значение <i>S</i>, когда такая ситуация возможна.</p>',
      answer: answers.q19,
      solve: () => field(first(q19Values(game), '19')),
    },
    {
      type: 20,
      question:
        '<p>Найдите два таких значения <i>S</i>, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:</p>' +
        '<p>— Петя не может выиграть за один ход;<br>— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.</p>' +
        '<p>Найденные значения запишите в ответе в порядке возрастания.</p>',
      answer: answers.q20,
      solve: () => {
        const values = q20Values(game);
        // The wording promises exactly two such S; a third would make the answer ambiguous.
        if (values.length !== 2) throw new Error(`blocks 19–21: ${values.length} values of S for 20, expected 2`);
        return table([values]);
      },
    },
    {
      type: 21,
      question:
        '<p>Найдите минимальное значение <i>S</i>, при котором одновременно выполняются два условия:</p>' +
        '<p>— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;<br>' +
        '— у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.</p>',
      answer: answers.q21,
      solve: () => field(first(q21Values(game), '21')),
    },
  ];
}

const NUMBER_WORDS: Record<number, string> = { 4: 'четыре', 5: 'пять', 7: 'семь' };

/** One heap: `S` stones; a move adds one of `adds` or multiplies by one of `muls`. */
function oneHeap(adds: number[], muls: number[], target: number, movesText: string, example: number): { game: StoneGame; condition: string } {
  const game: StoneGame = { start: (s) => [s], moves: heapMoves(adds, muls), target, sFrom: 1, sTo: target - 1 };
  const reachable = game.moves([example]).map((h) => h[0]);
  const condition =
    `<p>${RULES_ONE_HEAP} За один ход игрок может ${movesText}. ` +
    `Например, имея кучу из ${example} камней, за один ход можно получить кучу из ${listRu(reachable.map(String))} камней. ` +
    'Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.</p>' +
    `<p>Игра завершается в тот момент, когда количество камней в куче становится не менее ${target}. ` +
    `Победителем считается игрок, сделавший последний ход, т. е. первым получивший кучу, в которой будет ${target} или больше камней. ` +
    `В начальный момент в куче было <i>S</i> камней; 1 ≤ <i>S</i> ≤ ${target - 1}.</p>` +
    `<p>${STRATEGY}</p>`;
  return { game, condition };
}

/** Two heaps: `firstHeap` and `S` stones; a move changes one heap of the player's choice. */
function twoHeaps(
  firstHeap: number,
  adds: number[],
  muls: number[],
  target: number,
  movesText: string,
  example: [number, number],
): { game: StoneGame; condition: string } {
  const game: StoneGame = { start: (s) => [firstHeap, s], moves: heapMoves(adds, muls), target, sFrom: 1, sTo: target - firstHeap - 1 };
  const reachable = game.moves(example).map((h) => `(${h.join(', ')})`);
  const condition =
    `<p>${RULES_TWO_HEAPS} За один ход игрок может ${movesText}. ` +
    `Например, пусть в одной куче ${example[0]} камней, а в другой ${example[1]} камней; такую позицию в игре будем обозначать (${example.join(', ')}). ` +
    `Тогда за один ход можно получить любую из ${reachable.length === 4 ? 'четырёх' : reachable.length} позиций: ${reachable.join(', ')}. ` +
    'Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.</p>' +
    `<p>Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее ${target}. ` +
    `Победителем считается игрок, сделавший последний ход, т. е. первым получивший такую позицию, при которой в кучах будет ${target} или больше камней. ` +
    `В начальный момент в первой куче было ${NUMBER_WORDS[firstHeap] ?? firstHeap} камней, во второй куче — <i>S</i> камней; ` +
    `1 ≤ <i>S</i> ≤ ${target - firstHeap - 1}.</p>` +
    `<p>${STRATEGY}</p>`;
  return { game, condition };
}

/** «a, b или c» — a Russian list. */
function listRu(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} или ${items[items.length - 1]}`;
}

/** The games behind the blocks, by block key, so the test can check the wording's promises. */
export const blockGames: Record<string, StoneGame> = {};

function block(key: string, difficulty: 1 | 2 | 3, setup: { game: StoneGame; condition: string }, answers: BlockAnswers): DemoBlock {
  blockGames[key] = setup.game;
  return { key, difficulty, condition: setup.condition, questions: questions(setup.game, answers) };
}

export const blocks1921: DemoBlock[] = [
  block('b1921-1', 1, oneHeap([1], [2], 45, 'добавить в кучу один камень или увеличить количество камней в куче в два раза', 15), {
    q19: field(12),
    q20: table([[11, 21]]),
    q21: field(20),
  }),
  block('b1921-2', 2, oneHeap([1, 2], [2], 60, 'добавить в кучу один или два камня или увеличить количество камней в куче в два раза', 15), {
    q19: field(15),
    q20: table([[27, 28]]),
    q21: field(26),
  }),
  block('b1921-3', 2, oneHeap([1, 4], [3], 80, 'добавить в кучу один или четыре камня или увеличить количество камней в куче в три раза', 13), {
    q19: field(9),
    q20: table([[22, 25]]),
    q21: field(21),
  }),
  block(
    'b1921-4',
    3,
    twoHeaps(7, [1], [2], 77, 'добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза', [10, 7]),
    { q19: field(18), q20: table([[31, 34]]), q21: field(30) },
  ),
  block(
    'b1921-5',
    3,
    twoHeaps(5, [1], [3], 100, 'добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в три раза', [10, 5]),
    { q19: field(11), q20: table([[28, 31]]), q21: field(27) },
  ),
  block(
    'b1921-6',
    3,
    twoHeaps(4, [2], [2], 60, 'добавить в одну из куч (по своему выбору) два камня или увеличить количество камней в куче в два раза', [10, 4]),
    { q19: field(14), q20: table([[25, 26]]), q21: field(23) },
  ),
];
