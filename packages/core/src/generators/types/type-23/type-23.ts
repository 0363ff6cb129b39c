import { pluralRu, type RussianForms } from '../../../text/plural-ru';
import type { SeededRandom } from '../../seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 23: an executor with two or three commands. Three families (README, ## 23): the number of
 * programs from A to B ('count'); the same with the trajectory through some numbers and avoiding
 * others ('trajectory'); programs of exactly / at most L commands, or the number of different results
 * of the programs of exactly L commands ('length'). The solution counts forwards over the numbers
 * (or over the steps); the checker recurses backwards from the target with a memo, or, where the
 * length is bounded, walks every program one by one.
 */
type Kind = 'add' | 'mul' | 'sq' | 'sub' | 'div';
type Command = { kind: Kind; by: number };
type Family = 'count' | 'trajectory' | 'length';
type Params = {
  family: Family;
  commands: Command[];
  from: number;
  /** The target; null when the question asks for the number of different results. */
  to: number | null;
  via: number[];
  avoid: number[];
  /** The programs' length (the 'length' family), exactly or at most. */
  length: number | null;
  lengthMode: 'exact' | 'at-most';
  example: number;
};

const apply = (c: Command, n: number): number => {
  switch (c.kind) {
    case 'add':
      return n + c.by;
    case 'sub':
      return n - c.by;
    case 'mul':
      return n * c.by;
    case 'sq':
      return n * n;
    case 'div':
      return Math.floor(n / c.by);
  }
};

/** Decreasing executors (−k, ÷m) count from a large number down to a small one. */
const decreasing = (p: Params) => p.commands.every((c) => c.kind === 'sub' || c.kind === 'div');
const maxAnswer = 10 ** 12;

/** Programs from `from` to `to` through every via and no avoid: a pass over the numbers in order. */
function countForward(p: Params, to: number): bigint {
  const down = decreasing(p);
  const ways = new Map<number, bigint>([[p.from, 1n]]);
  const step = down ? -1 : 1;
  for (let n = p.from; down ? n > to : n < to; n += step) {
    const here = ways.get(n) ?? 0n;
    if (here === 0n || p.avoid.includes(n)) continue;
    for (const c of p.commands) {
      const next = apply(c, n);
      if (down ? next < to : next > to) continue;
      // Every path through a required number must touch it: a move that jumps over one is dropped.
      if (p.via.some((v) => (down ? n > v && next < v : n < v && next > v))) continue;
      ways.set(next, (ways.get(next) ?? 0n) + here);
    }
  }
  return p.avoid.includes(to) ? 0n : (ways.get(to) ?? 0n);
}

/** Programs of exactly / at most L commands: a pass over the steps, a state being the number and the required numbers met so far. */
function countBySteps(p: Params, to: number, L: number): bigint {
  let layer = new Map<string, bigint>([[`${p.from}:${p.via.filter((v) => v === p.from).length}`, 1n]]);
  let total = 0n;
  for (let step = 1; step <= L; step++) {
    const next = new Map<string, bigint>();
    for (const [key, ways] of layer) {
      const [n, met] = key.split(':').map(Number) as [number, number];
      for (const c of p.commands) {
        const x = apply(c, n);
        if (x > to || p.avoid.includes(x)) continue;
        const k = `${x}:${met + (p.via.includes(x) ? 1 : 0)}`;
        next.set(k, (next.get(k) ?? 0n) + ways);
      }
    }
    layer = next;
    const here = layer.get(`${to}:${p.via.length}`) ?? 0n;
    if (p.lengthMode === 'at-most' || step === L) total += here;
  }
  return total;
}

function resultsBySteps(p: Params, L: number): number {
  let layer = new Set<number>([p.from]);
  for (let step = 0; step < L; step++) {
    const next = new Set<number>();
    for (const n of layer) for (const c of p.commands) next.add(apply(c, n));
    layer = next;
  }
  return layer.size;
}

function solveValue(p: Params): bigint | null {
  if (p.to === null) return p.length === null ? null : BigInt(resultsBySteps(p, p.length));
  if (p.length !== null) return countBySteps(p, p.to, p.length);
  return countForward(p, p.to);
}

function solve(p: Params): GeneratedAnswer | null {
  const value = solveValue(p);
  if (value === null || value < 2n || value > BigInt(maxAnswer)) return null;
  // A condition that changes nothing (a number no program meets) is not a condition: draw again.
  if (p.to !== null) {
    for (const list of ['via', 'avoid'] as const) {
      for (const x of p[list]) {
        const without = solveValue({ ...p, [list]: p[list].filter((y) => y !== x) });
        if (without === value) return null;
      }
    }
    if (p.length !== null && p.lengthMode === 'at-most' && countBySteps({ ...p, lengthMode: 'exact' }, p.to, p.length) === value) return null;
  }
  return fieldAnswer(value);
}

/** The checker: recursion backwards with a memo, segment by segment between the required numbers; or every program walked. */
function check(p: Params): GeneratedAnswer | null {
  if (p.length !== null) {
    const L = p.length;
    const results = new Set<number>();
    let programs = 0n;
    const walk = (n: number, depth: number, met: number): void => {
      if (p.to !== null && met === p.via.length && n === p.to && (p.lengthMode === 'at-most' || depth === L) && depth > 0) programs += 1n;
      if (depth === L) {
        results.add(n);
        return;
      }
      for (const c of p.commands) {
        const x = apply(c, n);
        if (p.to !== null && (x > p.to || p.avoid.includes(x))) continue;
        walk(x, depth + 1, met + (p.via.includes(x) ? 1 : 0));
      }
    };
    walk(p.from, 0, p.via.filter((v) => v === p.from).length);
    return fieldAnswer(p.to === null ? results.size : programs);
  }
  const to = p.to!;
  const down = decreasing(p);
  const memo = new Map<string, bigint>();
  const count = (n: number, target: number): bigint => {
    if (p.avoid.includes(n)) return 0n;
    if (n === target) return 1n;
    if (down ? n < target : n > target) return 0n;
    const key = `${n}>${target}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const total = p.commands.reduce((sum, c) => sum + count(apply(c, n), target), 0n);
    memo.set(key, total);
    return total;
  };
  const stops = [p.from, ...[...p.via].sort((a, b) => (down ? b - a : a - b)), to];
  let total = 1n;
  for (let i = 0; i + 1 < stops.length; i++) total *= count(stops[i]!, stops[i + 1]!);
  return fieldAnswer(total);
}

const up = (kind: Kind, by = 0): Command => ({ kind, by });

function drawCommands(random: SeededRandom, difficulty: Difficulty, family: Family): Command[] {
  if (difficulty === 1) {
    return random.pick([
      [up('add', 1), up('mul', 2)],
      [up('add', 1), up('mul', 3)],
      [up('add', 1), up('add', 2)],
      [up('add', 2), up('mul', 2)],
    ]);
  }
  const k = random.int(2, 3);
  const m = random.int(2, 3);
  if (difficulty === 2 || random.int(0, 2) === 0) return [up('add', 1), up('add', k), up('mul', m)];
  if (family === 'length') return random.pick([[up('add', random.int(2, 4)), up('sub', random.int(1, 3)), up('mul', m)], [up('add', 1), up('mul', 2), up('sq')]]);
  return random.pick([
    [up('add', 1), up('mul', 2), up('sq')],
    [up('add', 1), up('mul', 2), up('mul', 3)],
    [up('sub', 1), up('sub', k), up('div', m)],
  ]);
}

function distinct(numbers: number[]): boolean {
  return new Set(numbers).size === numbers.length;
}

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick<Family>(['count', 'trajectory', 'length']);
  const commands = drawCommands(random, difficulty, family);
  // The example's trajectory stays positive: a larger start where a command decreases.
  const example = commands.some((c) => c.kind === 'sub' || c.kind === 'div') ? random.int(12, 30) : random.int(2, 9);
  const base = { family, commands, via: [] as number[], avoid: [] as number[], length: null, lengthMode: 'exact' as const, example };
  const down = commands.every((c) => c.kind === 'sub' || c.kind === 'div');
  if (family === 'length') {
    const length = difficulty === 1 ? random.int(4, 6) : difficulty === 2 ? random.int(5, 8) : random.int(7, 10);
    const from = random.int(commands.some((c) => c.kind === 'sq') ? 2 : 1, 5);
    // Squares repeated ten times leave the safe integers: «Возвести в квадрат» only goes to a target, which bounds the numbers.
    const results = commands.some((c) => c.kind === 'sub') || (!commands.some((c) => c.kind === 'sq') && random.int(0, 1) === 0);
    if (results) return { ...base, from, to: null, length };
    // The target: the end of one random program of the length, so some program reaches it.
    let to = from;
    for (let i = 0; i < length; i++) to = apply(random.pick(commands), to);
    const lengthMode = difficulty === 1 ? 'exact' : random.pick(['exact', 'at-most'] as const);
    const via = difficulty === 3 && to - from > 6 ? [random.int(from + 2, to - 2)] : [];
    return { ...base, from, to, length, lengthMode, via };
  }
  // Two adding (subtracting) commands make the count grow like Fibonacci's numbers: shorter ranges keep it under 10^12.
  const steady = commands.filter((c) => c.kind === 'add' || c.kind === 'sub').length >= 2;
  const span = difficulty === 1 ? random.int(10, 25) : difficulty === 2 ? random.int(15, steady ? 35 : 60) : random.int(30, steady ? 50 : 150);
  // A square of 1 is 1 again (an endless program): with «Возвести в квадрат» the start is at least 2.
  const low = commands.some((c) => c.kind === 'sq') ? 2 : 1;
  const to = down ? random.int(1, 10) : 0;
  const from = down ? to + span : random.int(low, 5);
  const target = down ? to : from + span;
  const lo = Math.min(from, target);
  const hi = Math.max(from, target);
  const inner = (): number => random.int(lo + 2, hi - 2);
  let via: number[] = [];
  let avoid: number[] = [];
  if (family === 'trajectory') {
    if (difficulty === 1) {
      if (random.int(0, 1) === 0) via = [inner()];
      else avoid = [inner()];
    } else if (difficulty === 2) {
      via = [inner()];
      avoid = [inner()];
    } else if (random.int(0, 1) === 0) {
      via = [inner(), inner()];
      avoid = [inner()];
    } else {
      via = [inner()];
      avoid = [inner(), inner()];
    }
    if (!distinct([...via, ...avoid])) return null;
    // Listed in the order a trajectory meets them.
    const order = (a: number, b: number) => (down ? b - a : a - b);
    via.sort(order);
    avoid.sort(order);
  }
  return { ...base, from, to: target, via, avoid };
}

const commandName = (c: Command): string => {
  switch (c.kind) {
    case 'add':
      return `Прибавить ${c.by}`;
    case 'sub':
      return `Вычесть ${c.by}`;
    case 'mul':
      return `Умножить на ${c.by}`;
    case 'sq':
      return 'Возвести в квадрат';
    case 'div':
      return `Разделить нацело на ${c.by}`;
  }
};

const commandEffect = (c: Command, first: boolean): string => {
  const it = first ? 'число на экране' : 'его';
  switch (c.kind) {
    case 'add':
      return `увеличивает ${it} на ${c.by}`;
    case 'sub':
      return `уменьшает ${it} на ${c.by}`;
    case 'mul':
      return `умножает ${it} на ${c.by}`;
    case 'sq':
      return `возводит ${it} в квадрат`;
    case 'div':
      return `заменяет ${it} на целую часть от деления на ${c.by}`;
  }
};

const ordinals = ['Первая', 'вторая', 'третья'];
const commandForms = {
  accusative: ['команду', 'команды', 'команд'],
  genitive: ['команды', 'команд', 'команд'],
} as const satisfies Record<string, RussianForms>;

const listNumbers = (xs: number[]) => (xs.length === 1 ? `числа ${xs[0]}` : `ни числа ${xs[0]}, ни числа ${xs[1]}`);
const listNumber = (xs: number[]) => (xs.length === 1 ? `число ${xs[0]}` : `числа ${xs.slice(0, -1).join(', ')} и ${xs[xs.length - 1]}`);

function questionText(p: Params): string {
  if (p.to === null) {
    const L = p.length!;
    return `<p>Сколько различных результатов можно получить при исходном числе ${p.from} в результате исполнения программ, содержащих ровно ${L} ${pluralRu(L, commandForms.accusative)}?</p>`;
  }
  const conditions = [p.via.length > 0 ? `содержит ${listNumber(p.via)}` : null, p.avoid.length > 0 ? `не содержит ${listNumbers(p.avoid)}` : null].filter(Boolean);
  const lengthText =
    p.length === null
      ? ''
      : p.lengthMode === 'exact'
        ? `, состоящих ровно из ${p.length} ${pluralRu(p.length, commandForms.genitive)},`
        : `, состоящих не более чем из ${p.length} ${pluralRu(p.length, commandForms.genitive)},`;
  return `<p>Сколько существует программ${lengthText === '' ? ',' : lengthText} для которых при исходном числе ${p.from} результатом является число ${p.to}${conditions.length > 0 ? ` и при этом траектория вычислений ${conditions.join(' и ')}` : ''}?</p>`;
}

function pythonOf(p: Params): string {
  const pyOf = (c: Command, x: string): string => {
    switch (c.kind) {
      case 'add':
        return `${x} + ${c.by}`;
      case 'sub':
        return `${x} - ${c.by}`;
      case 'mul':
        return `${x} * ${c.by}`;
      case 'sq':
        return `${x} * ${x}`;
      case 'div':
        return `${x} // ${c.by}`;
    }
  };
  if (p.to === null) {
    const ops = p.commands.map((c) => pyOf(c, 'x')).join(', ');
    return `results = {${p.from}}\nfor _ in range(${p.length}):\n    results = {y for x in results for y in (${ops})}\nprint(len(results))\n`;
  }
  const avoid = p.avoid.length > 0 ? ` or x in (${p.avoid.join(', ')},)` : '';
  if (p.length !== null) {
    const seen = p.via.length > 0;
    const calls = p.commands.map((c) => `f(${pyOf(c, 'x')}, k - 1${seen ? ', met' : ''})`).join(' + ');
    const head =
      `from functools import lru_cache\n\n\n@lru_cache(None)\ndef f(x, k${seen ? ', met' : ''}):\n` +
      `    # программы ровно из k команд, ведущие из x в ${p.to}${seen ? `; met — встречалось ли уже ${p.via[0]}` : ''}\n` +
      `    if x > ${p.to}${avoid}:\n        return 0\n` +
      (seen ? `    met = met or x == ${p.via[0]}\n` : '') +
      `    if k == 0:\n        return int(x == ${p.to}${seen ? ' and met' : ''})\n    return ${calls}\n\n\n`;
    const start = seen ? ', False' : '';
    const body = p.lengthMode === 'exact' ? `print(f(${p.from}, ${p.length}${start}))\n` : `print(sum(f(${p.from}, k${start}) for k in range(1, ${p.length + 1})))\n`;
    return head + body;
  }
  const down = decreasing(p);
  const calls = p.commands.map((c) => `f(${pyOf(c, 'x')}, y)`).join(' + ');
  const stops = [p.from, ...[...p.via].sort((a, b) => (down ? b - a : a - b)), p.to];
  const call = stops
    .slice(0, -1)
    .map((s, i) => `f(${s}, ${stops[i + 1]})`)
    .join(' * ');
  return `from functools import lru_cache\n\n\n@lru_cache(None)\ndef f(x, y):\n    if x ${down ? '<' : '>'} y${avoid}:\n        return 0\n    if x == y:\n        return 1\n    return ${calls}\n\n\nprint(${call})\n`;
}

function stepsOf(p: Params, value: string): string {
  if (p.to === null) {
    return (
      `<p>Строим множество чисел, которые получаются ровно за 1, 2, …, ${p.length} ${pluralRu(p.length!, ['команду', 'команды', 'команд'])}: каждое следующее множество — результаты всех команд над каждым числом предыдущего. Множество само убирает повторы (разные программы часто дают одно и то же число).</p>` +
      `<p>Размер последнего множества — ответ: ${value}.</p>`
    );
  }
  const down = decreasing(p);
  const intro =
    p.length === null
      ? `<p>Команды только ${down ? 'уменьшают' : 'увеличивают'} число, поэтому число программ из x в y считается рекурсивно: f(x, y) = 0 при x ${down ? '&lt;' : '&gt;'} y, f(y, y) = 1, иначе — сумма f по результатам всех команд. Уже посчитанные значения запоминаем (<code>lru_cache</code>), иначе перебор идёт по каждой программе отдельно.</p>`
      : `<p>Считаем f(x, k) — число программ ровно из k команд, которые ведут из x в ${p.to}: f(x, 0) = 1 только при x = ${p.to}, иначе f(x, k) — сумма f по результатам всех команд с k − 1. Числа больше ${p.to} отбрасываем: команды число не уменьшают.${p.lengthMode === 'at-most' ? ` Программы не длиннее ${p.length} команд — сумма f(${p.from}, k) по k = 1…${p.length}.` : ''}</p>`;
  const via =
    p.via.length === 0
      ? ''
      : p.length === null
        ? `<p>Обязательные числа ${p.via.join(', ')} делят путь на независимые участки: число программ равно произведению f по участкам (${[p.from, ...p.via, p.to].join(' → ')}).</p>`
        : `<p>Число ${p.via[0]} обязательно: запоминаем в состоянии, встречалось ли оно, и считаем только программы, где встречалось.</p>`;
  const avoid = p.avoid.length > 0 ? `<p>Запрещённые числа (${p.avoid.join(', ')}) учитываем так: попав в такое число, программа не считается (f = 0).</p>` : '';
  return `${intro}${via}${avoid}<p>Ответ: ${value}.</p>`;
}

export const type23Generator: TaskGenerator<Params> = {
  type: 23,
  version: 2,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const count = p.commands.length;
    const list = p.commands.map((c, i) => `<p>${i + 1}. ${commandName(c)}</p>`).join('');
    const effects = p.commands.map((c, i) => `${ordinals[i]} ${commandEffect(c, i === 0)}`).join(', ');
    const trajectory = [p.example];
    for (const c of p.commands.slice(0, Math.min(3, count))) trajectory.push(apply(c, trajectory[trajectory.length - 1]!));
    const program = p.commands.map((_, i) => i + 1).join('');
    // Only the 'results' programs, which mix −k with +k and ×m, may go below zero.
    const integer = p.to === null && p.commands.some((c) => c.kind === 'sub');
    const text =
      `<p>Исполнитель преобразует ${integer ? 'целое ' : ''}число на экране. У исполнителя есть ${count === 2 ? 'две команды' : 'три команды'}, которым присвоены номера:</p>${list}` +
      `<p>${effects}. Программа для исполнителя — это последовательность команд. Траектория вычислений программы — это последовательность результатов выполнения всех команд программы. Например, для программы ${program} при исходном числе ${p.example} траектория состоит из чисел ${trajectory.slice(1).join(', ')}.</p>` +
      questionText(p);
    return { text, files: [], steps: stepsOf(p, value), python: pythonOf(p) };
  },
};
