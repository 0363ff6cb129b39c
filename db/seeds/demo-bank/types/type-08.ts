/**
 * Type 8: counting words and numbers. `solve()` enumerates every candidate (all at most 9^5 or so)
 * and checks the condition, the way a student's program does.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

/** All words of `length` over `alphabet`, in the order of the alphabet string (lexicographic). */
function* words(alphabet: string, length: number): Generator<string> {
  const letters = [...alphabet];
  const idx = new Array<number>(length).fill(0);
  for (;;) {
    yield idx.map((i) => letters[i]).join('');
    let k = length - 1;
    while (k >= 0 && idx[k] === letters.length - 1) idx[k--] = 0;
    if (k < 0) return;
    idx[k] = (idx[k] ?? 0) + 1;
  }
}

const countOf = (w: string, c: string) => [...w].filter((x) => x === c).length;

function countWhere(it: Iterable<string>, ok: (w: string) => boolean): number {
  let n = 0;
  for (const w of it) if (ok(w)) n++;
  return n;
}

function distinctPermutations(word: string): Set<string> {
  const out = new Set<string>();
  const go = (prefix: string, rest: string): void => {
    if (rest === '') out.add(prefix);
    for (let i = 0; i < rest.length; i++) go(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  go('', word);
  return out;
}

const WORD_NOTE = 'Словом считается любая допустимая последовательность букв, не обязательно осмысленная.';

export const type08Tasks: DemoTask[] = [
  {
    key: 't08-1',
    type: 8,
    difficulty: 1,
    text:
      '<p>Вася составляет 5-буквенные слова, в которых есть только буквы С, Л, О, Н, причём буква О используется в каждом слове ' +
      'ровно 2 раза. Каждая из других допустимых букв может встречаться в слове любое количество раз или не встречаться совсем. ' +
      `${WORD_NOTE} Сколько существует таких слов, которые может написать Вася?</p>`,
    answer: field('270'),
    solve: () => field(countWhere(words('СЛОН', 5), (w) => countOf(w, 'О') === 2)),
  },
  {
    key: 't08-2',
    type: 8,
    difficulty: 2,
    text:
      '<p>Все 4-буквенные слова, в составе которых могут быть только буквы Д, Е, К, О, Р, записаны в алфавитном порядке ' +
      'и пронумерованы начиная с 1. Ниже приведено начало списка.</p>' +
      '<pre><code>1. ДДДД\n2. ДДДЕ\n3. ДДДК\n4. ДДДО\n5. ДДДР\n6. ДДЕД\n…</code></pre>' +
      '<p>Под каким номером в списке идёт последнее слово, которое начинается с буквы К и содержит ровно две буквы Е?</p>',
    answer: field('357'),
    solve: () => {
      let n = 0;
      let last = 0;
      for (const w of words('ДЕКОР', 4)) {
        n++;
        if (w[0] === 'К' && countOf(w, 'Е') === 2) last = n;
      }
      return field(last);
    },
  },
  {
    key: 't08-3',
    type: 8,
    difficulty: 2,
    text:
      '<p>Определите количество пятизначных чисел, записанных в восьмеричной системе счисления, в записи которых только одна ' +
      'цифра 6, при этом никакая нечётная цифра не стоит рядом с цифрой 6.</p>',
    answer: field('2961'),
    solve: () =>
      field(
        countWhere(words('01234567', 5), (w) => {
          if (w[0] === '0' || countOf(w, '6') !== 1) return false;
          const i = w.indexOf('6');
          return ![w[i - 1], w[i + 1]].some((d) => d !== undefined && Number(d) % 2 === 1);
        }),
      ),
  },
  {
    key: 't08-4',
    type: 8,
    difficulty: 3,
    text:
      '<p>Петя составляет шестибуквенные слова перестановкой букв слова КАПКАН. При этом он избегает слов, в которых две ' +
      `одинаковые буквы стоят рядом. ${WORD_NOTE} Сколько различных слов может составить Петя?</p>`,
    answer: field('84'),
    solve: () => field(countWhere(distinctPermutations('КАПКАН'), (w) => ![...w].some((c, i) => c === w[i + 1]))),
  },
  {
    key: 't08-5',
    type: 8,
    difficulty: 3,
    text:
      '<p>Определите количество пятизначных чисел, записанных в девятеричной системе счисления, в записи которых все цифры ' +
      'различны и никакие две чётные или две нечётные цифры не стоят рядом.</p>',
    answer: field('1056'),
    solve: () =>
      field(
        countWhere(words('012345678', 5), (w) => {
          if (w[0] === '0' || new Set(w).size !== w.length) return false;
          return [...w].every((d, i) => i === 0 || (Number(d) + Number(w[i - 1])) % 2 === 1);
        }),
      ),
  },
];
