/**
 * Type 12: the Редактор (string rewriting) executor. Programs are data: the same tree is printed
 * into the text and interpreted by `solve()`, with `заменить` replacing the first occurrence and
 * doing nothing when there is none — the exam's semantics.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';
import { seededRandom } from '@ege/core/generators/seeded-random';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

type Cond = { found: string } | { or: Cond[] } | { and: Cond[] } | { not: Cond };
type Stmt = { replace: [string, string] } | { while: Cond; body: Stmt[] } | { if: Cond; then: Stmt[]; else?: Stmt[] };

const found = (v: string): Cond => ({ found: v });
const or = (...c: Cond[]): Cond => ({ or: c });
const replace = (v: string, w: string): Stmt => ({ replace: [v, w] });

function test(c: Cond, s: string): boolean {
  if ('found' in c) return s.includes(c.found);
  if ('or' in c) return c.or.some((x) => test(x, s));
  if ('and' in c) return c.and.every((x) => test(x, s));
  return !test(c.not, s);
}

/** Runs a program; the step cap turns a non-terminating program into an error rather than a hang. */
function run(program: Stmt[], input: string): string {
  let s = input;
  let steps = 0;
  const exec = (list: Stmt[]): void => {
    for (const st of list) {
      if (++steps > 5_000_000) throw new Error('type 12: the program does not stop');
      if ('replace' in st) {
        const [v, w] = st.replace;
        const i = s.indexOf(v);
        if (i >= 0) s = s.slice(0, i) + w + s.slice(i + v.length);
      } else if ('while' in st) {
        while (test(st.while, s)) exec(st.body);
      } else if (test(st.if, s)) exec(st.then);
      else if (st.else) exec(st.else);
    }
  };
  exec(program);
  return s;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function condText(c: Cond): string {
  if ('found' in c) return `нашлось (${c.found})`;
  if ('or' in c) return c.or.map(condText).join(' ИЛИ ');
  if ('and' in c) return c.and.map(condText).join(' И ');
  return `НЕ ${condText(c.not)}`;
}

function render(list: Stmt[], indent: string): string[] {
  return list.flatMap((st): string[] => {
    if ('replace' in st) return [`${indent}заменить (${st.replace[0]}, ${st.replace[1]})`];
    if ('while' in st) return [`${indent}ПОКА ${condText(st.while)}`, ...render(st.body, indent + '  '), `${indent}КОНЕЦ ПОКА`];
    const lines = [`${indent}ЕСЛИ ${condText(st.if)}`, ...render(st.then, indent + '  ').map((l, i) => (i === 0 ? l.replace(/^(\s*)/, '$1ТО ') : l))];
    if (st.else) lines.push(...render(st.else, indent + '  ').map((l, i) => (i === 0 ? l.replace(/^(\s*)/, '$1ИНАЧЕ ') : l)));
    lines.push(`${indent}КОНЕЦ ЕСЛИ`);
    return lines;
  });
}

const programHtml = (p: Stmt[]) => `<pre><code>${esc(['НАЧАЛО', ...render(p, ''), 'КОНЕЦ'].join('\n'))}</code></pre>`;

const INTRO =
  '<p>Исполнитель Редактор получает на вход строку цифр и преобразовывает её. Редактор может выполнять две команды, в обеих ' +
  'командах v и w обозначают цепочки символов.</p>' +
  '<p>1. заменить (v, w) — эта команда заменяет в строке первое слева вхождение цепочки v на цепочку w. Если цепочки v в строке нет, ' +
  'эта команда не изменяет строку.</p>' +
  '<p>2. нашлось (v) — эта команда проверяет, встречается ли цепочка v в строке исполнителя Редактор. Если она встречается, ' +
  'то команда возвращает логическое значение «истина», в противном случае возвращает значение «ложь».</p>' +
  '<p>Цикл ПОКА условие последовательность команд КОНЕЦ ПОКА выполняется, пока условие истинно. В конструкции ЕСЛИ условие ТО команда1 ' +
  'ИНАЧЕ команда2 КОНЕЦ ЕСЛИ выполняется команда1 (если условие истинно) или команда2 (если условие ложно).</p>';

const digitSum = (s: string) => [...s].reduce((n, c) => n + (/\d/.test(c) ? Number(c) : 0), 0);
const isPrime = (n: number) => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

const p1: Stmt[] = [
  {
    while: or(found('2222'), found('8888')),
    body: [{ if: found('2222'), then: [replace('2222', '88')], else: [replace('8888', '22')] }],
  },
];

const p2: Stmt[] = [
  {
    while: or(found('>1'), found('>2'), found('>0')),
    body: [
      { if: found('>1'), then: [replace('>1', '22>')] },
      { if: found('>2'), then: [replace('>2', '2>')] },
      { if: found('>0'), then: [replace('>0', '1>')] },
    ],
  },
];

const p3: Stmt[] = [
  {
    while: or(found('18'), found('288'), found('3888')),
    body: [
      {
        if: found('18'),
        then: [replace('18', '2')],
        else: [{ if: found('288'), then: [replace('288', '3')], else: [replace('3888', '1')] }],
      },
    ],
  },
];

const p4: Stmt[] = [
  {
    while: or(found('01'), found('02'), found('03')),
    body: [replace('01', '30'), replace('02', '101'), replace('03', '202')],
  },
];

const p5: Stmt[] = [
  {
    while: or(found('555'), found('333')),
    body: [{ if: found('555'), then: [replace('555', '3')], else: [replace('333', '55')] }],
  },
];

/** The 39+39+39 digits of t12-2 in a seeded order ("in any order": `solve()` checks several). */
function shuffled(seed: number): string {
  const r = seededRandom(seed);
  const d = [...'0'.repeat(39) + '1'.repeat(39) + '2'.repeat(39)];
  for (let i = d.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [d[i], d[j]] = [d[j] as string, d[i] as string];
  }
  return d.join('');
}

export const type12Tasks: DemoTask[] = [
  {
    key: 't12-1',
    type: 12,
    difficulty: 1,
    text: `${INTRO}<p>Какая строка получится в результате применения приведённой ниже программы к строке, состоящей из 70 идущих подряд цифр 8?</p>${programHtml(p1)}`,
    answer: field('22'),
    solve: () => field(run(p1, '8'.repeat(70))),
  },
  {
    key: 't12-2',
    type: 12,
    difficulty: 2,
    text:
      `${INTRO}<p>Дана программа для Редактора:</p>${programHtml(p2)}` +
      '<p>На вход приведённой выше программе поступает строка, начинающаяся с символа «&gt;», а затем содержащая 39 цифр «0», ' +
      '39 цифр «1» и 39 цифр «2», расположенных в произвольном порядке. Определите сумму числовых значений цифр строки, ' +
      'получившейся в результате выполнения программы.</p>',
    answer: field('273'),
    solve: () => {
      const sums = new Set([1, 2, 3, 4, 5].map((seed) => digitSum(run(p2, '>' + shuffled(seed)))));
      if (sums.size !== 1) throw new Error('t12-2: the result depends on the order of digits');
      return field([...sums][0] ?? 0);
    },
  },
  {
    key: 't12-3',
    type: 12,
    difficulty: 2,
    text:
      `${INTRO}<p>Дана программа для Редактора:</p>${programHtml(p3)}` +
      '<p>На вход программе поступает строка, которая начинается с цифры «1», а затем содержит n цифр «8» (100 &lt; n &lt; 10 000). ' +
      'Определите наименьшее значение n, при котором сумма цифр в строке, получившейся в результате выполнения программы, равна 10.</p>',
    answer: field('104'),
    solve: () => {
      for (let n = 101; n < 10000; n++) if (digitSum(run(p3, '1' + '8'.repeat(n))) === 10) return field(n);
      throw new Error('t12-3: no n');
    },
  },
  {
    key: 't12-4',
    type: 12,
    difficulty: 3,
    text:
      `${INTRO}<p>Дана программа для Редактора:</p>${programHtml(p4)}` +
      '<p>Известно, что исходная строка начиналась с нуля и заканчивалась нулём, а между ними содержала только единицы, двойки и тройки: ' +
      'сначала 21 единица, затем 10 двоек и n троек. Для скольких значений n из отрезка [1; 100] сумма цифр строки, получившейся ' +
      'в результате выполнения программы, является простым числом?</p>',
    answer: field('47'),
    solve: () => {
      let count = 0;
      for (let n = 1; n <= 100; n++) if (isPrime(digitSum(run(p4, '0' + '1'.repeat(21) + '2'.repeat(10) + '3'.repeat(n) + '0')))) count++;
      return field(count);
    },
  },
  {
    key: 't12-5',
    type: 12,
    difficulty: 3,
    text:
      `${INTRO}<p>Дана программа для Редактора:</p>${programHtml(p5)}` +
      '<p>На вход программе поступает строка, состоящая из n цифр «5». Определите, для скольких значений n из отрезка [100; 200] ' +
      'в результате выполнения программы получится строка «35».</p>',
    answer: field('10'),
    solve: () => {
      let count = 0;
      for (let n = 100; n <= 200; n++) if (run(p5, '5'.repeat(n)) === '35') count++;
      return field(count);
    },
  },
];
