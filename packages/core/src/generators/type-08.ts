import type { SeededRandom } from './seeded-random';
import { pluralRu } from '../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 8: words of a given length over a set of letters, with conditions. The solution counts by
 * dynamic programming over positions; the checker lists every word, as a student's program does.
 */
type Rule = { kind: 'exactly'; letter: number; times: number } | { kind: 'not-first'; letter: number } | { kind: 'no-adjacent-vowels' } | { kind: 'no-repeat' };
type Params = { letters: string[]; length: number; rules: Rule[] };

const vowels = new Set(['А', 'Е', 'И', 'О', 'У', 'Ы', 'Э', 'Ю', 'Я']);
const words = ['КАТЕР', 'ПОБЕДА', 'ЛИСТОК', 'МОРЕ', 'ГРАНИТ', 'ШКОЛА', 'ВЕСНА', 'КОМПАС', 'ЯКОРЬ', 'ДОСКА'];

function ruleText(rule: Rule, letters: string[]): string {
  switch (rule.kind) {
    case 'exactly':
      return `буква ${letters[rule.letter]} встречается ровно ${rule.times} ${pluralRu(rule.times, ['раз', 'раза', 'раз'])}`;
    case 'not-first':
      return `слово не может начинаться с буквы ${letters[rule.letter]}`;
    case 'no-adjacent-vowels':
      return 'две гласные буквы не стоят рядом';
    case 'no-repeat':
      return 'каждая буква встречается не более одного раза';
  }
}

/** DP over positions: state = (letter counts that matter, was the last letter a vowel, used letters). */
function solve({ letters, length, rules }: Params): GeneratedAnswer | null {
  const exact = rules.find((r): r is Extract<Rule, { kind: 'exactly' }> => r.kind === 'exactly');
  const notFirst = rules.find((r): r is Extract<Rule, { kind: 'not-first' }> => r.kind === 'not-first');
  const noVowels = rules.some((r) => r.kind === 'no-adjacent-vowels');
  const noRepeat = rules.some((r) => r.kind === 'no-repeat');
  let states = new Map<string, number>([['0|0|0', 1]]);
  for (let position = 0; position < length; position++) {
    const next = new Map<string, number>();
    for (const [key, ways] of states) {
      const [count, lastVowel, used] = key.split('|').map(Number) as [number, number, number];
      letters.forEach((letter, i) => {
        if (position === 0 && notFirst?.letter === i) return;
        if (noRepeat && used & (1 << i)) return;
        const vowel = vowels.has(letter) ? 1 : 0;
        if (noVowels && vowel && lastVowel) return;
        const c = count + (exact?.letter === i ? 1 : 0);
        if (exact && c > exact.times) return;
        const k = `${c}|${vowel}|${noRepeat ? used | (1 << i) : 0}`;
        next.set(k, (next.get(k) ?? 0) + ways);
      });
    }
    states = next;
  }
  let total = 0;
  for (const [key, ways] of states) if (!exact || Number(key.split('|')[0]) === exact.times) total += ways;
  return total > 0 ? fieldAnswer(total) : null;
}

/** The checker: every word, one by one, tested against every condition. */
function check({ letters, length, rules }: Params): GeneratedAnswer | null {
  let total = 0;
  const word: number[] = Array.from({ length }, () => 0);
  const all = letters.length ** length;
  for (let code = 0; code < all; code++) {
    let rest = code;
    for (let i = length - 1; i >= 0; i--) {
      word[i] = rest % letters.length;
      rest = Math.floor(rest / letters.length);
    }
    const ok = rules.every((rule) => {
      if (rule.kind === 'exactly') return word.filter((w) => w === rule.letter).length === rule.times;
      if (rule.kind === 'not-first') return word[0] !== rule.letter;
      if (rule.kind === 'no-repeat') return new Set(word).size === length;
      return word.every((w, i) => i === 0 || !(vowels.has(letters[w]!) && vowels.has(letters[word[i - 1]!]!)));
    });
    if (ok) total++;
  }
  return total > 0 ? fieldAnswer(total) : null;
}

export const type08Generator: TaskGenerator<Params> = {
  type: 8,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const letters = [...new Set(random.pick(words))];
    const length = difficulty === 1 ? random.int(3, 4) : random.int(4, Math.min(6, letters.length + 1));
    if (letters.length ** length > 300_000) return null;
    const rules: Rule[] = [];
    if (random.next() < 0.3 && length <= letters.length) rules.push({ kind: 'no-repeat' });
    else rules.push({ kind: 'exactly', letter: random.int(0, letters.length - 1), times: random.int(1, 2) });
    if (difficulty >= 2) rules.push(random.next() < 0.5 ? { kind: 'not-first', letter: random.int(0, letters.length - 1) } : { kind: 'no-adjacent-vowels' });
    if (difficulty === 3 && !rules.some((r) => r.kind === 'no-adjacent-vowels')) rules.push({ kind: 'no-adjacent-vowels' });
    // 'Not first' on the letter that must appear exactly: legal, but kept apart for clearer wording.
    return { letters, length, rules };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const conditions = p.rules.map((rule) => ruleText(rule, p.letters));
    const text = `<p>Петя составляет ${p.length}-буквенные слова из букв ${p.letters.join(', ')}. Каждая буква может входить в слово ${p.rules.some((r) => r.kind === 'no-repeat') ? 'не более одного раза' : 'любое количество раз или не входить совсем'}. Словом считается любая допустимая последовательность букв, не обязательно осмысленная. При этом ${conditions.filter((c) => !c.startsWith('каждая')).join(', ') || 'других ограничений нет'}.</p><p>Сколько различных слов может составить Петя?</p>`;
    const checks = p.rules.map((rule) => {
      if (rule.kind === 'exactly') return `w.count('${p.letters[rule.letter]}') == ${rule.times}`;
      if (rule.kind === 'not-first') return `w[0] != '${p.letters[rule.letter]}'`;
      if (rule.kind === 'no-repeat') return `len(set(w)) == ${p.length}`;
      return "all(not (w[i] in 'АЕИОУЫЭЮЯ' and w[i + 1] in 'АЕИОУЫЭЮЯ') for i in range(len(w) - 1))";
    });
    const python = `from itertools import product\n\ncount = 0\nfor w in product('${p.letters.join('')}', repeat=${p.length}):\n    if ${checks.join(' and ')}:\n        count += 1\nprint(count)\n`;
    const steps = `<p>Слов всего ${p.letters.length}<sup>${p.length}</sup> = ${p.letters.length ** p.length}, поэтому их можно перебрать программой: для каждого слова проверяем все условия (${conditions.join('; ')}) и считаем подходящие.</p><p>Подходящих слов: ${value}.</p>`;
    return { text, files: [], steps, python };
  },
};
