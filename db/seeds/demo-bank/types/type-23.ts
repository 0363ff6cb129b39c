/**
 * Type 23 — counting programs of an executor. The reference solutions are the usual dynamic
 * programming over the numbers between start and target: every command moves the number strictly
 * towards the target, so the count for a number depends only on numbers already counted.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: number): DemoAnswer => ({ kind: 'field', value: String(value) });

type Command = (n: number) => number;

/**
 * Programs from `from` to `to` whose trajectory passes through every number in `via` and none in
 * `avoid`. Commands must move monotonically towards `to` (all increasing or all decreasing).
 */
function countPrograms(from: number, to: number, commands: readonly Command[], via: readonly number[] = [], avoid: readonly number[] = []): number {
  const up = to >= from;
  const stops = [from, ...[...via].sort((a, b) => (up ? a - b : b - a)), to];
  let total = 1;
  for (let i = 0; i + 1 < stops.length; i++) total *= countLeg(stops[i] ?? from, stops[i + 1] ?? to, commands, avoid, up);
  return total;
}

/** Programs from a to b (one leg between compulsory points) that do not touch `avoid`. */
function countLeg(a: number, b: number, commands: readonly Command[], avoid: readonly number[], up: boolean): number {
  // ways[k] = number of programs from the number n to b, where k = |n − b|; filled from b outwards.
  const ways = new Map<number, number>([[b, avoid.includes(b) ? 0 : 1]]);
  const span = Math.abs(a - b);
  for (let k = 1; k <= span; k++) {
    const n = up ? b - k : b + k;
    if (avoid.includes(n)) {
      ways.set(n, 0);
      continue;
    }
    let sum = 0;
    for (const cmd of commands) {
      const next = cmd(n);
      // A command that overshoots b (or does not move) leads nowhere useful.
      if (next === n || (up ? next > b : next < b)) continue;
      sum += ways.get(next) ?? 0;
    }
    ways.set(n, sum);
  }
  return ways.get(a) ?? 0;
}

/**
 * t23-4: +1, +2, ×2 from 2 to 24, never two ×2 in a row. The state is (number, was the last
 * command ×2); counted from the target back.
 */
function t234(): number {
  const from = 2;
  const to = 24;
  // after[n][last] = programs from n to `to` when the previous command was ×2 (last = 1) or not (0).
  const after = new Map<number, [number, number]>();
  for (let n = to; n >= from; n--) {
    if (n === to) {
      after.set(n, [1, 1]);
      continue;
    }
    const get = (m: number): [number, number] => (m <= to ? (after.get(m) ?? [0, 0]) : [0, 0]);
    const viaAdds = get(n + 1)[0] + get(n + 2)[0];
    const viaDouble = get(n * 2)[1];
    after.set(n, [viaAdds + viaDouble, viaAdds]);
  }
  return after.get(from)?.[0] ?? 0;
}

const cmdText = (lines: string[]): string => `<p>${lines.map((l, i) => `${i + 1}. ${l}`).join('<br>')}</p>`;

export const type23Tasks: DemoTask[] = [
  {
    key: 't23-1',
    type: 23,
    difficulty: 1,
    text:
      '<p>Исполнитель преобразует число на экране. У исполнителя есть две команды, которые обозначены латинскими буквами:</p>' +
      '<p>A. Прибавить 1<br>B. Умножить на 2</p>' +
      '<p>Программа для исполнителя — это последовательность команд. Сколько существует программ, для которых при исходном числе 1 ' +
      'результатом является число 20, и при этом траектория вычислений содержит число 10?</p>' +
      '<p>Траектория вычислений программы — это последовательность результатов выполнения всех команд программы. ' +
      'Например, для программы ABB при исходном числе 7 траектория будет состоять из чисел 8, 16, 32.</p>',
    answer: field(28),
    solve: () => field(countPrograms(1, 20, [(n) => n + 1, (n) => n * 2], [10])),
  },
  {
    key: 't23-2',
    type: 23,
    difficulty: 2,
    text:
      '<p>Исполнитель преобразует число на экране. У исполнителя есть три команды, которым присвоены номера:</p>' +
      cmdText(['Прибавить 1', 'Прибавить 2', 'Умножить на 3']) +
      '<p>Первая команда увеличивает число на экране на 1, вторая — на 2, третья умножает его на 3. ' +
      'Программа для исполнителя — это последовательность команд.</p>' +
      '<p>Сколько существует программ, для которых при исходном числе 2 результатом является число 30, ' +
      'и при этом траектория вычислений не содержит числа 17?</p>' +
      '<p>Траектория вычислений программы — это последовательность результатов выполнения всех команд программы. ' +
      'Например, для программы 132 при исходном числе 7 траектория будет состоять из чисел 8, 24, 26.</p>',
    answer: field(172992),
    solve: () => field(countPrograms(2, 30, [(n) => n + 1, (n) => n + 2, (n) => n * 3], [], [17])),
  },
  {
    key: 't23-3',
    type: 23,
    difficulty: 2,
    text:
      '<p>Исполнитель преобразует число на экране. У исполнителя есть три команды, которым присвоены номера:</p>' +
      cmdText(['Прибавить 1', 'Умножить на 2', 'Умножить на 3']) +
      '<p>Программа для исполнителя — это последовательность команд.</p>' +
      '<p>Сколько существует программ, для которых при исходном числе 3 результатом является число 60, ' +
      'и при этом траектория вычислений содержит число 9 и не содержит числа 20?</p>' +
      '<p>Траектория вычислений программы — это последовательность результатов выполнения всех команд программы. ' +
      'Например, для программы 123 при исходном числе 4 траектория будет состоять из чисел 5, 10, 30.</p>',
    answer: field(216),
    solve: () => field(countPrograms(3, 60, [(n) => n + 1, (n) => n * 2, (n) => n * 3], [9], [20])),
  },
  {
    key: 't23-4',
    type: 23,
    difficulty: 3,
    text:
      '<p>Исполнитель преобразует число на экране. У исполнителя есть три команды, которым присвоены номера:</p>' +
      cmdText(['Прибавить 1', 'Прибавить 2', 'Умножить на 2']) +
      '<p>Программа для исполнителя — это последовательность команд.</p>' +
      '<p>Сколько существует программ, для которых при исходном числе 2 результатом является число 24, ' +
      'и при этом программа не содержит двух команд «Умножить на 2», идущих подряд?</p>',
    answer: field(53861),
    solve: () => field(t234()),
  },
  {
    key: 't23-5',
    type: 23,
    difficulty: 3,
    text:
      '<p>Исполнитель преобразует число на экране. У исполнителя есть три команды, которым присвоены номера:</p>' +
      cmdText(['Вычесть 1', 'Вычесть 3', 'Найти целую часть от деления на 2']) +
      '<p>Программа для исполнителя — это последовательность команд.</p>' +
      '<p>Сколько существует программ, для которых при исходном числе 50 результатом является число 4, ' +
      'и при этом траектория вычислений содержит число 18 и не содержит числа 10?</p>' +
      '<p>Траектория вычислений программы — это последовательность результатов выполнения всех команд программы. ' +
      'Например, для программы 312 при исходном числе 21 траектория будет состоять из чисел 10, 9, 6.</p>',
    answer: field(14486665),
    solve: () => field(countPrograms(50, 4, [(n) => n - 1, (n) => n - 3, (n) => Math.floor(n / 2)], [18], [10])),
  },
];
