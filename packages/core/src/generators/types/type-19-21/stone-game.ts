import { pluralRu } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import type { Difficulty, GeneratedAnswer } from '../../task-generator';

/**
 * Tasks 19–21: one stone game, three questions (decision 065). The three generators (types 19, 20,
 * 21) share this module: the same seed and difficulty draw the same game, because `drawStoneGame`
 * refuses a game unless all three questions have a well-defined answer. `solve` reads the answers off
 * an exact outcome (win or loss, and in how many of the winner's moves) found by memoised recursion,
 * as the 'Разбор' and the Python program do; `check` builds the classes W1, L1, W2, L2 bottom-up from
 * the finished positions over every position of the game, without recursion.
 */

/** Raised whenever a change makes a seed give a different block (all three types share it). */
export const stoneGameVersion = 1;

export type StoneGameFamily = 'one-heap' | 'two-heaps' | 'remove';

export type StoneGame = {
  family: StoneGameFamily;
  /** Stones a move adds ('one-heap', 'two-heaps') or removes ('remove'). */
  steps: number[];
  /** How many times a move multiplies a heap (or divides it, 'remove'). */
  factors: number[];
  /** 'remove' only: how a division that leaves a remainder is rounded. */
  round: 'down' | 'up';
  /** The game ends when the total reaches target or more ('remove': when the heap has target or fewer). */
  target: number;
  /** 'two-heaps': the stones in the first heap at the start (the second has S). */
  firstHeap: number;
  /** The position the statement shows one move from. */
  example: number[];
  /** 19: 'unlucky' — Ваня won with his first move after Петя's unlucky one; 'any-move' — whatever Петя does. */
  q19: 'unlucky' | 'any-move';
};

type Position = readonly number[];
/** win: the player to move wins; depth: in how many of the winner's moves, with best play on both sides. */
type Outcome = { win: boolean; depth: number };

export type BlockType = 19 | 20 | 21;
export const blockTypes: readonly BlockType[] = [19, 20, 21];

const total = (p: Position) => p.reduce((a, b) => a + b, 0);
/** A position as one number (heaps stay far below a million). */
const keyOf = (p: Position): number => (p.length === 1 ? p[0]! : p[0]! * 1_000_000 + p[1]!);

export function isFinished(game: StoneGame, p: Position): boolean {
  return game.family === 'remove' ? p[0]! <= game.target : total(p) >= game.target;
}

function divide(game: StoneGame, h: number, m: number): number {
  return game.round === 'down' ? Math.floor(h / m) : Math.ceil(h / m);
}

/** Every position one move reaches, in the order the statement lists the moves, without repeats. */
export function movesOf(game: StoneGame, p: Position): Position[] {
  const change = (h: number): number[] =>
    game.family === 'remove'
      ? [...game.steps.map((k) => h - k), ...game.factors.map((m) => divide(game, h, m))]
      : [...game.steps.map((k) => h + k), ...game.factors.map((m) => h * m)];
  const out: Position[] = [];
  const seen: number[] = [];
  for (const [i, h] of p.entries()) {
    for (const v of change(h)) {
      const next = p.length === 1 ? [v] : i === 0 ? [v, p[1]!] : [p[0]!, v];
      const key = keyOf(next);
      if (!seen.includes(key)) {
        seen.push(key);
        out.push(next);
      }
    }
  }
  return out;
}

/** The heap's smallest size after n moves of 'remove' (every move is monotone, so the smallest each time). */
function smallestAfter(game: StoneGame, h: number, n: number): number {
  let x = h;
  for (let i = 0; i < n; i++) x = Math.min(...movesOf(game, [x]).map((q) => q[0]!));
  return x;
}

/**
 * The values of S the questions range over. 'remove' states only S > target; the game from a larger
 * heap cannot end within four moves, and every question is about a game of at most four moves, so no
 * answer lies beyond the last S from which four moves can finish it.
 */
export function sRange(game: StoneGame): { from: number; to: number } {
  if (game.family === 'one-heap') return { from: 1, to: game.target - 1 };
  if (game.family === 'two-heaps') return { from: 1, to: game.target - game.firstHeap - 1 };
  const key = `${game.steps.join(' ')}|${game.factors.join(' ')}|${game.round}|${game.target}`;
  let to = removeBounds.get(key);
  if (to === undefined) {
    // smallestAfter grows with the heap: the last heap that four moves still finish, by bisection.
    let low = game.target + 1;
    let high = low;
    while (smallestAfter(game, high, 4) <= game.target) high *= 2;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (smallestAfter(game, middle, 4) <= game.target) low = middle;
      else high = middle;
    }
    to = low;
    removeBounds.set(key, to);
  }
  return { from: game.target + 1, to };
}
/** The search bound of each 'remove' game met so far (a few hundred kinds at most). */
const removeBounds = new Map<string, number>();

export function startOf(game: StoneGame, s: number): Position {
  return game.family === 'two-heaps' ? [game.firstHeap, s] : [s];
}

function sValues(game: StoneGame): number[] {
  const { from, to } = sRange(game);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The exact outcome of every position, memoised; the S are visited so that the recursion stays shallow. */
function outcomeSolver(game: StoneGame): (p: Position) => Outcome {
  const memo = new Map<number, Outcome>();
  const outcome = (p: Position): Outcome => {
    // A finished game: the player to move has already lost (the opponent made the last move).
    if (isFinished(game, p)) return { win: false, depth: 0 };
    const key = keyOf(p);
    const known = memo.get(key);
    if (known) return known;
    // The quickest win through a losing child, else the longest defence.
    let quickest = Infinity;
    let longest = 0;
    for (const move of movesOf(game, p)) {
      const child = outcome(move);
      if (!child.win) quickest = Math.min(quickest, child.depth);
      else longest = Math.max(longest, child.depth);
    }
    const result: Outcome = quickest < Infinity ? { win: true, depth: 1 + quickest } : { win: false, depth: longest };
    memo.set(key, result);
    return result;
  };
  // Positions nearer the end first: 'remove' ends low, the others high.
  const values = sValues(game);
  for (const s of game.family === 'remove' ? values : [...values].reverse()) outcome(startOf(game, s));
  return outcome;
}

/** The S of each question's condition, ascending: what both the wording and the answer rest on. */
export type QuestionSets = {
  /** 19, 'unlucky': Петя has a move after which Ваня wins with one move; `strict`: and Петя cannot win at once. */
  unlucky: number[];
  unluckyStrict: number[];
  /** 19, 'any-move': Ваня wins with his first move whatever Петя does (L1). */
  anyMove: number[];
  /** 20: Петя wins with his second move whatever Ваня does, and not with his first (W2). */
  w2: number[];
  /** 21: Ваня wins with his first or second move whatever Петя does, and not surely with his first (L2). */
  l2: number[];
};

/**
 * The sets depend on the rules only (not on the example or the wording): a block asks for them once per
 * question and again for its text, so the last few games' sets are kept, each way apart.
 */
function remembered(cache: Map<string, QuestionSets>, game: StoneGame, compute: (game: StoneGame) => QuestionSets): QuestionSets {
  const key = JSON.stringify([game.family, game.steps, game.factors, game.round, game.target, game.firstHeap]);
  const known = cache.get(key);
  if (known) return known;
  const sets = compute(game);
  cache.set(key, sets);
  if (cache.size > 16) cache.delete(cache.keys().next().value!);
  return sets;
}
const byRecursion = new Map<string, QuestionSets>();
const byClasses = new Map<string, QuestionSets>();

/** The sets by the exact outcomes of the memoised recursion (the way of the 'Разбор'). */
export function setsByRecursion(game: StoneGame): QuestionSets {
  return remembered(byRecursion, game, recursionSets);
}

/** The checker's sets: see classSets. */
export function setsByClasses(game: StoneGame): QuestionSets {
  return remembered(byClasses, game, classSets);
}

function recursionSets(game: StoneGame): QuestionSets {
  const outcome = outcomeSolver(game);
  const is = (p: Position, win: boolean, depth: number) => {
    const o = outcome(p);
    return o.win === win && o.depth === depth;
  };
  const values = sValues(game);
  const unlucky = values.filter((s) => movesOf(game, startOf(game, s)).some((m) => is(m, true, 1)));
  return {
    unlucky,
    unluckyStrict: unlucky.filter((s) => !is(startOf(game, s), true, 1)),
    anyMove: values.filter((s) => is(startOf(game, s), false, 1)),
    w2: values.filter((s) => is(startOf(game, s), true, 2)),
    l2: values.filter((s) => is(startOf(game, s), false, 2)),
  };
}

/** Every unfinished position of the game that a start can lead to. */
function allPositions(game: StoneGame): Position[] {
  if (game.family === 'one-heap') return Array.from({ length: game.target - 1 }, (_, i) => [i + 1]);
  if (game.family === 'remove') {
    const { from, to } = sRange(game);
    return Array.from({ length: to - from + 1 }, (_, i) => [from + i]);
  }
  const out: Position[] = [];
  for (let a = game.firstHeap; a < game.target; a++) for (let b = 1; a + b < game.target; b++) out.push([a, b]);
  return out;
}

/**
 * The checker: the classes built bottom-up over every position (retrograde analysis). W1: a move ends
 * the game; L1: not W1, every move to W1; W2: not W1, a move to L1; L2: neither W1 nor L1, every move
 * to W1 or W2.
 */
function classSets(game: StoneGame): QuestionSets {
  const positions = allPositions(game);
  const key = (p: Position) => p.join(',');
  const moves = new Map(positions.map((p) => [key(p), movesOf(game, p)]));
  const w1 = new Set<string>();
  const l1 = new Set<string>();
  const w2 = new Set<string>();
  const l2 = new Set<string>();
  for (const p of positions) if (moves.get(key(p))!.some((m) => isFinished(game, m))) w1.add(key(p));
  for (const p of positions) if (!w1.has(key(p)) && moves.get(key(p))!.every((m) => w1.has(key(m)))) l1.add(key(p));
  for (const p of positions) if (!w1.has(key(p)) && moves.get(key(p))!.some((m) => l1.has(key(m)))) w2.add(key(p));
  for (const p of positions) {
    if (w1.has(key(p)) || l1.has(key(p))) continue;
    if (moves.get(key(p))!.every((m) => w1.has(key(m)) || w2.has(key(m)))) l2.add(key(p));
  }
  const starts = positions.filter((p) => game.family !== 'two-heaps' || p[0] === game.firstHeap);
  const sOf = (p: Position) => p[p.length - 1]!;
  const where = (set: Set<string>) => starts.filter((p) => set.has(key(p))).map(sOf).sort((a, b) => a - b);
  const unlucky = starts.filter((p) => moves.get(key(p))!.some((m) => w1.has(key(m)))).map(sOf).sort((a, b) => a - b);
  return { unlucky, unluckyStrict: unlucky.filter((s) => !w1.has(key(startOf(game, s)))), anyMove: where(l1), w2: where(w2), l2: where(l2) };
}

/** 20 asks for the two S when there are two, for the smallest and the largest when there are more. */
export const q20Form = (sets: QuestionSets): 'two' | 'min-max' => (sets.w2.length === 2 ? 'two' : 'min-max');

/** Each question's answer from its set; null when the wording would promise what the game does not hold. */
export function answerOf(game: StoneGame, sets: QuestionSets, type: BlockType): GeneratedAnswer | null {
  if (type === 19) {
    if (game.q19 === 'any-move') return sets.anyMove.length > 0 ? field(sets.anyMove[0]!) : null;
    // 'Неудачный ход' reads either way (Петя might have won at once, or not): only games where both readings agree.
    const pick = (values: number[]) => (unluckyExtreme(game) === 'min' ? values[0] : values[values.length - 1]);
    if (sets.unlucky.length === 0 || pick(sets.unlucky) !== pick(sets.unluckyStrict)) return null;
    return field(pick(sets.unlucky)!);
  }
  if (type === 20) return sets.w2.length >= 2 ? { kind: 'table', rows: [[String(sets.w2[0]), String(sets.w2[sets.w2.length - 1])]] } : null;
  return sets.l2.length > 0 ? field(sets.l2[0]!) : null;
}

/**
 * 19 'unlucky' asks for the smallest S of a game that grows, the largest of 'remove': there the
 * smallest heaps win at once, and Петя's unlucky move is a question about the large ones.
 */
export const unluckyExtreme = (game: StoneGame): 'min' | 'max' => (game.family === 'remove' ? 'max' : 'min');

const field = (v: number): GeneratedAnswer => ({ kind: 'field', value: String(v) });

type FamilyPlan = { steps: number[]; factors: number[]; target: number; firstHeap: number };

function planOf(random: SeededRandom, family: StoneGameFamily, difficulty: Difficulty): FamilyPlan {
  if (family === 'one-heap') {
    if (difficulty === 1) return { steps: [1], factors: [2], target: random.int(20, 60), firstHeap: 0 };
    if (difficulty === 2) {
      return random.next() < 0.5
        ? { steps: [1, random.int(2, 4)], factors: [2], target: random.int(40, 110), firstHeap: 0 }
        : { steps: [1], factors: [random.int(2, 4)], target: random.int(40, 110), firstHeap: 0 };
    }
    return random.next() < 0.5
      ? { steps: [1, random.int(2, 5)], factors: [random.int(2, 5)], target: random.int(80, 300), firstHeap: 0 }
      : { steps: [1], factors: [2, 3], target: random.int(80, 300), firstHeap: 0 };
  }
  if (family === 'two-heaps') {
    if (difficulty === 1) return { steps: [1], factors: [2], target: random.int(30, 70), firstHeap: random.int(3, 9) };
    if (difficulty === 2) return { steps: [random.int(1, 2)], factors: [random.int(2, 3)], target: random.int(50, 110), firstHeap: random.int(3, 12) };
    return { steps: [1, random.int(2, 4)], factors: [random.int(2, 3)], target: random.int(60, 130), firstHeap: random.int(3, 15) };
  }
  if (difficulty === 1) return { steps: [1], factors: [2], target: random.int(10, 30), firstHeap: 0 };
  if (difficulty === 2) return { steps: [random.int(1, 3)], factors: [random.int(2, 3)], target: random.int(15, 35), firstHeap: 0 };
  return { steps: [1, random.int(2, 5)], factors: [random.int(2, 3)], target: random.int(20, 40), firstHeap: 0 };
}

const families: readonly StoneGameFamily[] = ['one-heap', 'two-heaps', 'remove'];

/**
 * One game, the same for types 19, 20 and 21 under one seed: null (drawn again) unless every
 * question's answer exists and its wording fits the game, so that all three generators take the same
 * draw.
 */
export function drawStoneGame(random: SeededRandom, difficulty: Difficulty): StoneGame | null {
  const family = random.pick(families);
  // The families' games fit their questions at different rates: trying a few games of the family drawn
  // keeps the three families about equally frequent.
  for (let attempt = 0; attempt < 8; attempt++) {
    const game = drawGameOf(random, family, difficulty);
    if (game !== null) return game;
  }
  return null;
}

/** One game of a family, or null when a question has no answer or its wording does not fit. */
export function drawGameOf(random: SeededRandom, family: StoneGameFamily, difficulty: Difficulty): StoneGame | null {
  const plan = planOf(random, family, difficulty);
  const round = random.pick(['down', 'up'] as const);
  const preferred = random.next() < 0.7 ? ('unlucky' as const) : ('any-move' as const);
  const base: StoneGame = { family, ...plan, round: family === 'remove' ? round : 'down', example: [], q19: preferred };
  const example = exampleOf(random, base);
  if (example === null) return null;
  const sets = setsByRecursion(base);
  // 19's two forms: the one drawn, or the other when the game has no answer to it.
  for (const q19 of [preferred, preferred === 'unlucky' ? ('any-move' as const) : ('unlucky' as const)]) {
    const game = { ...base, example, q19 };
    if (blockTypes.every((type) => answerOf(game, sets, type) !== null)) return game;
  }
  return null;
}

/** A position to show one move from: every move gives a different position and none ends the game. */
function exampleOf(random: SeededRandom, game: StoneGame): number[] | null {
  for (let attempt = 0; attempt < 20; attempt++) {
    const example =
      game.family === 'one-heap'
        ? [random.int(3, Math.max(3, Math.floor(game.target / 4)))]
        : game.family === 'two-heaps'
          ? [random.int(game.firstHeap + 1, game.firstHeap + 8), game.firstHeap]
          : [random.int(game.target * Math.max(...game.factors) + 3, game.target * Math.max(...game.factors) + 25)];
    const moves = movesOf(game, example);
    const size = game.family === 'two-heaps' ? 2 * (game.steps.length + game.factors.length) : game.steps.length + game.factors.length;
    if (moves.length === size && !moves.some((m) => isFinished(game, m))) return example;
  }
  return null;
}

// --- Text -----------------------------------------------------------------------------------------

const numberWords: Record<number, string> = { 1: 'один', 2: 'два', 3: 'три', 4: 'четыре', 5: 'пять', 6: 'шесть', 7: 'семь', 8: 'восемь', 9: 'девять' };
const wordOf = (n: number) => numberWords[n] ?? String(n);
const stonesNom = (n: number) => pluralRu(n, ['камень', 'камня', 'камней']);
const stonesGen = (n: number) => pluralRu(n, ['камня', 'камней', 'камней']);
const times = (n: number) => pluralRu(n, ['раз', 'раза', 'раз']);

/** «a, b или c» — a Russian list. */
function listRu(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} или ${items[items.length - 1]}`;
}

function movesText(game: StoneGame): string {
  const heap = game.family === 'two-heaps' ? 'в одну из куч (по своему выбору)' : 'в кучу';
  const last = game.steps[game.steps.length - 1]!;
  const lastFactor = game.factors[game.factors.length - 1]!;
  const stepWords = `${listRu(game.steps.map(wordOf))} ${stonesNom(last)}`;
  const factorWords = `в ${listRu(game.factors.map(wordOf))} ${times(lastFactor)}`;
  if (game.family === 'remove') {
    const rounding = game.round === 'down' ? 'в меньшую сторону' : 'в большую сторону';
    return (
      `убрать из кучи ${stepWords} или уменьшить количество камней в куче ${factorWords} ` +
      `(если количество камней в куче не делится нацело, результат деления округляется ${rounding})`
    );
  }
  return `добавить ${heap} ${stepWords} или увеличить количество камней в ${game.family === 'two-heaps' ? 'этой куче' : 'куче'} ${factorWords}`;
}

const positionsGen: Record<number, string> = { 4: 'четырёх', 6: 'шести', 8: 'восьми' };
const rulesStart = 'Два игрока, Петя и Ваня, играют в следующую игру.';
const strategy =
  'Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника. ' +
  'Описать стратегию игрока — значит описать, какой ход он должен сделать в любой ситуации, которая ему может встретиться при различной игре противника. ' +
  'В описание выигрышной стратегии не следует включать ходы играющего по этой стратегии игрока, не являющиеся для него безусловно выигрышными, ' +
  'т. е. не являющиеся выигрышными независимо от игры противника.';

/** The common condition of the three questions. */
export function conditionHtml(game: StoneGame): string {
  const { from, to } = sRange(game);
  const noStones = '<p>Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней.</p>';
  if (game.family === 'two-heaps') {
    const reachable = movesOf(game, game.example).map((p) => `(${p.join(', ')})`);
    const [x, y] = game.example as [number, number];
    return (
      `<p>${rulesStart} Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может ${movesText(game)}. ` +
      `Например, пусть в одной куче ${x} ${stonesNom(x)}, а в другой ${y} ${stonesNom(y)}; такую позицию в игре будем обозначать (${x}, ${y}). ` +
      `Тогда за один ход можно получить любую из ${positionsGen[reachable.length] ?? reachable.length} позиций: ${reachable.join(', ')}.</p>` +
      noStones +
      `<p>Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее ${game.target}. ` +
      `Победителем считается игрок, сделавший последний ход, т. е. первым получивший такую позицию, при которой в кучах будет ${game.target} или больше камней. ` +
      `В начальный момент в первой куче было ${game.firstHeap} ${stonesNom(game.firstHeap)}, во второй куче — <i>S</i> камней; 1 ≤ <i>S</i> ≤ ${to}.</p>` +
      `<p>${strategy}</p>`
    );
  }
  const h = game.example[0]!;
  const reachable = movesOf(game, game.example).map((p) => p[0]!);
  const lastReached = reachable[reachable.length - 1]!;
  const example = `Например, имея кучу из ${h} ${stonesGen(h)}, за один ход можно получить кучу из ${listRu(reachable.map(String))} ${stonesGen(lastReached)}.`;
  if (game.family === 'remove') {
    return (
      `<p>${rulesStart} Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может ${movesText(game)}. ${example}</p>` +
      `<p>Игра завершается в тот момент, когда количество камней в куче становится не более ${game.target}. ` +
      `Победителем считается игрок, сделавший последний ход, т. е. первым получивший кучу, в которой будет ${game.target} или меньше камней. ` +
      `В начальный момент в куче было <i>S</i> камней; <i>S</i> ≥ ${from}.</p>` +
      `<p>${strategy}</p>`
    );
  }
  return (
    `<p>${rulesStart} Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может ${movesText(game)}. ${example}</p>` +
    noStones +
    `<p>Игра завершается в тот момент, когда количество камней в куче становится не менее ${game.target}. ` +
    `Победителем считается игрок, сделавший последний ход, т. е. первым получивший кучу, в которой будет ${game.target} или больше камней. ` +
    `В начальный момент в куче было <i>S</i> камней; 1 ≤ <i>S</i> ≤ ${to}.</p>` +
    `<p>${strategy}</p>`
  );
}

/** The question of a type, under the condition. */
export function questionHtml(game: StoneGame, type: BlockType, form20: 'two' | 'min-max'): string {
  if (type === 19) {
    return game.q19 === 'unlucky'
      ? `<p>Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите ${unluckyExtreme(game) === 'min' ? 'минимальное' : 'максимальное'} значение <i>S</i>, когда такая ситуация возможна.</p>`
      : '<p>Укажите минимальное значение <i>S</i>, при котором Петя не может выиграть за один ход, но при любом ходе Пети Ваня может выиграть своим первым ходом.</p>';
  }
  if (type === 20) {
    const conditions = '<p>— Петя не может выиграть за один ход;<br>— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.</p>';
    return form20 === 'two'
      ? '<p>Найдите два таких значения <i>S</i>, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:</p>' +
          conditions +
          '<p>Найденные значения запишите в ответе в порядке возрастания.</p>'
      : '<p>Найдите минимальное и максимальное значения <i>S</i>, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:</p>' +
          conditions +
          '<p>В ответе запишите сначала минимальное, затем максимальное значение.</p>';
  }
  return (
    '<p>Найдите минимальное значение <i>S</i>, при котором одновременно выполняются два условия:</p>' +
    '<p>— у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;<br>' +
    '— у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.</p>'
  );
}

// --- 'Разбор' and the program ---------------------------------------------------------------------

function pythonGame(game: StoneGame): string {
  const { from, to } = sRange(game);
  if (game.family === 'two-heaps') {
    const changes = [...game.steps.map((k) => `x + ${k}`), ...game.factors.map((m) => `x * ${m}`)];
    return [
      'def moves(a, b):',
      `    # Ход меняет одну из куч: ${changes.join(' или ')}.`,
      `    return [${changes.map((c) => `(${c.replace('x', 'a')}, b)`).join(', ')}] + [${changes.map((c) => `(a, ${c.replace('x', 'b')})`).join(', ')}]`,
      '',
      'def finished(a, b):',
      `    return a + b >= ${game.target}`,
      '',
      `def start(s):\n    return (${game.firstHeap}, s)`,
      '',
      `values = range(${from}, ${to + 1})`,
      '# Позиции ближе к концу игры — первыми, чтобы рекурсия была неглубокой.',
      'order = reversed(values)',
    ].join('\n');
  }
  const div = game.round === 'down' ? (m: number) => `h // ${m}` : (m: number) => `(h + ${m - 1}) // ${m}`;
  const changes =
    game.family === 'remove' ? [...game.steps.map((k) => `h - ${k}`), ...game.factors.map(div)] : [...game.steps.map((k) => `h + ${k}`), ...game.factors.map((m) => `h * ${m}`)];
  return [
    'def moves(h):',
    `    return [${changes.map((c) => `(${c},)`).join(', ')}]`,
    '',
    'def finished(h):',
    game.family === 'remove' ? `    return h <= ${game.target}` : `    return h >= ${game.target}`,
    '',
    'def start(s):\n    return (s,)',
    '',
    `values = range(${from}, ${to + 1})`,
    '# Позиции ближе к концу игры — первыми, чтобы рекурсия была неглубокой.',
    game.family === 'remove' ? 'order = values' : 'order = reversed(values)',
  ].join('\n');
}

const outcomePython = [
  '@lru_cache(None)',
  'def outcome(*p):',
  '    # (выигрывает ли ходящий, за сколько своих ходов) при лучшей игре обеих сторон',
  '    if finished(*p):',
  '        return (False, 0)',
  '    children = [outcome(*m) for m in moves(*p)]',
  '    losing = [d for win, d in children if not win]',
  '    if losing:',
  '        return (True, 1 + min(losing))',
  '    return (False, max(d for _, d in children))',
  '',
  'for s in order:',
  '    outcome(*start(s))',
].join('\n');

function questionPython(game: StoneGame, type: BlockType, form20: 'two' | 'min-max'): string {
  if (type === 19) {
    return game.q19 === 'unlucky'
      ? '# Петя не выигрывает первым ходом, но у него есть ход, после которого Ваня выигрывает одним ходом.\n' +
          `print(${unluckyExtreme(game)}(s for s in values\n` +
          '          if outcome(*start(s)) != (True, 1) and any(outcome(*m) == (True, 1) for m in moves(*start(s)))))'
      : '# При любом ходе Пети Ваня выигрывает первым ходом: проигрыш Пети «за 1».\nprint(min(s for s in values if outcome(*start(s)) == (False, 1)))';
  }
  if (type === 20) {
    return (
      '# Петя выигрывает ровно вторым ходом при любой игре Вани.\n' +
      'found = [s for s in values if outcome(*start(s)) == (True, 2)]\n' +
      (form20 === 'two' ? 'print(*found)' : 'print(min(found), max(found))')
    );
  }
  return '# Ваня выигрывает первым или вторым ходом, но не гарантированно первым: проигрыш Пети «за 2».\nprint(min(s for s in values if outcome(*start(s)) == (False, 2)))';
}

export function programOf(game: StoneGame, type: BlockType, form20: 'two' | 'min-max'): string {
  return ['import sys', 'from functools import lru_cache', '', 'sys.setrecursionlimit(10000)', '', pythonGame(game), '', outcomePython, '', questionPython(game, type, form20), ''].join('\n');
}

const method =
  '<p>Решаем перебором дерева игры. Функция <code>outcome</code> для позиции возвращает пару: выигрывает ли тот, кто ходит, ' +
  'и за сколько своих ходов при лучшей игре обеих сторон. Позиция, где игра уже закончена, — проигрыш ходящего за 0 ходов. ' +
  'Иначе: если есть ход в проигрышную для соперника позицию, ходящий выигрывает за 1 + наименьшее число ходов среди таких; ' +
  'если нет — проигрывает, а соперник выигрывает за наибольшее число ходов среди всех продолжений (проигрывающий тянет время). ' +
  'Результаты запоминает <code>@lru_cache</code>, поэтому перебор быстрый.</p>';

function aboutGame(game: StoneGame): string {
  const { to } = sRange(game);
  if (game.family === 'two-heaps') return 'Позиция — пара (a, b) камней в кучах; <code>moves</code> даёт все ходы: каждое действие с каждой из двух куч.';
  if (game.family === 'one-heap') return 'Позиция — число камней <code>h</code> в куче; <code>moves</code> перечисляет все ходы из условия.';
  return (
    'Позиция — число камней <code>h</code> в куче; <code>moves</code> перечисляет все ходы из условия. ' +
    `Во всех вопросах игра длится не больше четырёх ходов, а из кучи больше чем ${to} ${stonesGen(to)} даже четырьмя самыми «быстрыми» ходами ` +
    `не получить ${game.target} или меньше камней, поэтому достаточно перебрать <i>S</i> до ${to}.`
  );
}

export function stepsOf(game: StoneGame, type: BlockType, form20: 'two' | 'min-max', answer: GeneratedAnswer): string {
  const shown = answer.kind === 'field' ? answer.value : answer.rows[0]!.join(' ');
  const what =
    type === 19
      ? game.q19 === 'unlucky'
        ? `Ищем ${unluckyExtreme(game) === 'min' ? 'наименьшее' : 'наибольшее'} <i>S</i>, при котором Петя не выигрывает первым ходом, но у него есть ход в позицию, где ходящий (Ваня) выигрывает одним ходом, — это и есть «неудачный ход» Пети.`
        : 'Ищем наименьшее <i>S</i>, при котором каждый ход Пети ведёт в позицию, где Ваня выигрывает одним ходом: это позиции с результатом (проигрыш, 1).'
      : type === 20
        ? 'Петя выигрывает вторым ходом при любой игре Вани и не может выиграть первым — это ровно позиции с результатом (выигрыш, 2). ' +
          (form20 === 'two' ? 'Таких <i>S</i> ровно два; печатаем их по возрастанию.' : 'Таких <i>S</i> больше двух; печатаем наименьшее и наибольшее.')
        : 'У Вани есть стратегия выиграть первым или вторым ходом, но нет стратегии выиграть наверняка первым: Петя проигрывает, а Ваня выигрывает не быстрее чем за 2 хода — результат (проигрыш, 2). Берём наименьшее такое <i>S</i>.';
  return `${method}<ol><li>${aboutGame(game)}</li><li>${what}</li><li>Ответ: ${shown}.</li></ol>`;
}
