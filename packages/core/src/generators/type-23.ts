import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 23: an executor with two or three commands turns a start number into a target; count the
 * programs, optionally through a number and avoiding another. The solution counts forwards from the
 * start; the checker counts backwards from the target with a memo.
 */
type Command = { kind: 'add' | 'mul'; by: number };
type Params = { commands: Command[]; from: number; to: number; via: number | null; avoid: number | null };

const apply = (c: Command, n: number) => (c.kind === 'add' ? n + c.by : n * c.by);

function solve(p: Params): GeneratedAnswer | null {
  const ways = new Map<number, number>([[p.from, 1]]);
  for (let n = p.from; n < p.to; n++) {
    const here = ways.get(n) ?? 0;
    if (here === 0 || n === p.avoid) continue;
    // Every path through `via` must touch it: numbers that jump over it are dropped.
    for (const c of p.commands) {
      const next = apply(c, n);
      if (next > p.to) continue;
      if (p.via !== null && n < p.via && next > p.via) continue;
      ways.set(next, (ways.get(next) ?? 0) + here);
    }
  }
  const total = p.to === p.avoid ? 0 : (ways.get(p.to) ?? 0);
  return total > 0 ? fieldAnswer(total) : null;
}

function check(p: Params): GeneratedAnswer | null {
  const memo = new Map<string, number>();
  const count = (n: number, target: number): number => {
    if (n === p.avoid) return 0;
    if (n === target) return 1;
    if (n > target) return 0;
    const key = `${n}>${target}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const total = p.commands.reduce((sum, c) => sum + count(apply(c, n), target), 0);
    memo.set(key, total);
    return total;
  };
  const total = p.via === null ? count(p.from, p.to) : count(p.from, p.via) * count(p.via, p.to);
  return total > 0 ? fieldAnswer(total) : null;
}

const names = ['Прибавить', 'Умножить на'];

export const type23Generator: TaskGenerator<Params> = {
  type: 23,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const commands: Command[] = [{ kind: 'add', by: 1 }, { kind: 'add', by: random.int(2, 3) }, { kind: 'mul', by: random.int(2, 3) }];
    const used = difficulty === 1 ? [commands[0]!, commands[2]!] : commands;
    const from = random.int(1, 5);
    const to = random.int(from + 12, from + (difficulty === 1 ? 20 : 36));
    const via = difficulty >= 2 ? random.int(from + 3, to - 3) : null;
    const avoid = difficulty === 3 ? random.int(from + 1, to - 1) : null;
    if (via !== null && avoid === via) return null;
    return { commands: used, from, to, via, avoid };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const list = p.commands.map((c, i) => `<p>${i + 1}. ${c.kind === 'add' ? `${names[0]} ${c.by}` : `${names[1]} ${c.by}`}</p>`).join('');
    const effects = p.commands.map((c, i) => `${i + 1}-я увеличивает число на экране ${c.kind === 'add' ? `на ${c.by}` : `в ${c.by} раза`}`).join(', ');
    const conditions = [p.via !== null ? `траектория вычислений содержит число ${p.via}` : null, p.avoid !== null ? `траектория вычислений не содержит числа ${p.avoid}` : null].filter(Boolean);
    const text =
      `<p>Исполнитель преобразует число на экране. У исполнителя есть ${p.commands.length === 2 ? 'две команды' : 'три команды'}, которым присвоены номера:</p>${list}` +
      `<p>Первая команда увеличивает число на экране на ${p.commands[0]!.by}${p.commands.length === 3 ? `, вторая увеличивает его на ${p.commands[1]!.by}, третья умножает на ${p.commands[2]!.by}` : `, вторая умножает его на ${p.commands[1]!.by}`}. Программа для исполнителя — это последовательность команд. Траектория вычислений программы — это последовательность результатов выполнения всех команд программы.</p>` +
      `<p>Сколько существует программ, для которых при исходном числе ${p.from} результатом является число ${p.to}${conditions.length > 0 ? ` и при этом ${conditions.join(', а ')}` : ''}?</p>`;
    const py = p.commands.map((c) => (c.kind === 'add' ? `f(x + ${c.by}, y)` : `f(x * ${c.by}, y)`)).join(' + ');
    const call = p.via === null ? `f(${p.from}, ${p.to})` : `f(${p.from}, ${p.via}) * f(${p.via}, ${p.to})`;
    const python = `from functools import lru_cache\n\n@lru_cache(None)\ndef f(x, y):\n    if x > y${p.avoid !== null ? ` or x == ${p.avoid}` : ''}:\n        return 0\n    if x == y:\n        return 1\n    return ${py}\n\nprint(${call})\n`;
    const steps =
      `<p>Команды (${effects}) только увеличивают число, поэтому число программ из x в y считается рекурсивно: f(x, y) = 0 при x &gt; y, f(y, y) = 1, иначе — сумма f по результатам всех команд. Уже посчитанные значения запоминаем (<code>lru_cache</code>), иначе перебор идёт по каждой программе отдельно.</p>` +
      (p.via !== null ? `<p>Обязательная точка ${p.via} делит путь на два независимых участка: число программ равно произведению f(${p.from}, ${p.via}) · f(${p.via}, ${p.to}).</p>` : '') +
      (p.avoid !== null ? `<p>Запрещённое число ${p.avoid} учитываем так: попав в него, программа не считается (f = 0).</p>` : '') +
      `<p>Ответ: ${value}.</p>`;
    return { text, files: [], steps, python };
  },
};
