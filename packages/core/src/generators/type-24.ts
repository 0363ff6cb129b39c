import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 24: a text file of capital letters; the longest stretch of consecutive characters with a
 * property. The solution scans once keeping the current run; the checker cuts the string at every
 * place the property breaks and measures the pieces.
 */
type Params = { text: string; ask: { kind: 'no-equal-neighbours' } | { kind: 'only'; letters: string } | { kind: 'no-letter'; letter: string } };

function solve(p: Params): GeneratedAnswer | null {
  const s = p.text;
  let best = 0;
  let run = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (p.ask.kind === 'no-equal-neighbours') run = i > 0 && s[i - 1] === c ? 1 : run + 1;
    else if (p.ask.kind === 'only') run = p.ask.letters.includes(c) ? run + 1 : 0;
    else run = c === p.ask.letter ? 0 : run + 1;
    if (run > best) best = run;
  }
  return best > 1 ? fieldAnswer(best) : null;
}

function check(p: Params): GeneratedAnswer | null {
  const s = p.text;
  let pieces: string[];
  if (p.ask.kind === 'no-equal-neighbours') {
    // Cut between two equal neighbours: the pieces have no equal neighbours inside.
    pieces = [];
    let start = 0;
    for (let i = 1; i <= s.length; i++) {
      if (i === s.length || s[i] === s[i - 1]) {
        pieces.push(s.slice(start, i));
        start = i;
      }
    }
  } else if (p.ask.kind === 'only') {
    pieces = s.split(new RegExp(`[^${p.ask.letters}]`));
  } else {
    pieces = s.split(p.ask.letter);
  }
  const best = Math.max(0, ...pieces.map((piece) => piece.length));
  return best > 1 ? fieldAnswer(best) : null;
}

export const type24Generator: TaskGenerator<Params> = {
  type: 24,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const alphabet = random.pick(['ABC', 'XYZ', 'ABCD', 'QRSTW', 'ABCDEF']);
    const length = random.int(20_000, difficulty === 1 ? 40_000 : 100_000);
    const text = Array.from({ length }, () => random.pick([...alphabet])).join('');
    const kind = random.pick(['no-equal-neighbours', 'only', 'no-letter'] as const);
    if (kind === 'no-equal-neighbours') return { text, ask: { kind } };
    if (kind === 'no-letter') return { text, ask: { kind, letter: random.pick([...alphabet]) } };
    const letters = random.shuffle([...alphabet]).slice(0, Math.max(1, alphabet.length - random.int(1, 2))).sort().join('');
    return letters.length < alphabet.length ? { text, ask: { kind, letters } } : null;
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const condition =
      p.ask.kind === 'no-equal-neighbours'
        ? 'в которой нет двух одинаковых соседних символов'
        : p.ask.kind === 'only'
          ? `состоящей только из символов ${[...p.ask.letters].join(', ')} (в любом порядке и количестве)`
          : `не содержащей символа ${p.ask.letter}`;
    const text = `<p>Текстовый файл состоит из символов ${[...new Set(p.text)].sort().join(', ')}.</p><p>Определите в прилагаемом файле максимальную длину цепочки подряд идущих символов, ${condition}.</p><p>Для выполнения этого задания следует написать программу.</p>`;
    const test =
      p.ask.kind === 'no-equal-neighbours'
        ? 'run = run + 1 if i > 0 and s[i] != s[i - 1] else 1'
        : p.ask.kind === 'only'
          ? `run = run + 1 if s[i] in '${p.ask.letters}' else 0`
          : `run = run + 1 if s[i] != '${p.ask.letter}' else 0`;
    const python = `s = open('24.txt').readline().strip()\nbest = run = 0\nfor i in range(len(s)):\n    ${test}\n    best = max(best, run)\nprint(best)\n`;
    const steps = `<p>Идём по строке один раз и храним длину текущей цепочки: если очередной символ продолжает цепочку, увеличиваем её длину, иначе начинаем новую${p.ask.kind === 'no-equal-neighbours' ? ' (с длины 1: символ сам по себе — цепочка)' : ' (с нуля)'}. Максимум длины за весь проход и есть ответ: ${value}.</p>`;
    return { text, files: [{ name: '24.txt', content: Buffer.from(`${p.text}\n`) }], steps, python };
  },
};
