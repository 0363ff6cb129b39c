import type { SeededRandom } from '../../seeded-random';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 8: counting words and numbers. Three question families (README `## 8`): words made of letters
 * (or by rearranging a word) with restrictions; base-N numbers whose digits obey conditions; and the
 * alphabetical list of all words (a word's number, the word at a number, the first or last word of a
 * kind). `solve` counts by combinatorics (dynamic programming over positions, positional arithmetic);
 * `check` lists every word or number one by one, as a student's program does.
 */
type Rule =
  | { kind: 'exactly'; letter: number; times: number }
  | { kind: 'at-least'; letter: number }
  | { kind: 'not-first'; letter: number }
  | { kind: 'no-adjacent-vowels' }
  | { kind: 'no-double' }
  | { kind: 'no-repeat' };
type Words = { family: 'words'; letters: string[]; length: number; rules: Rule[] };
/** Words made by rearranging all the letters of `source`. */
type Anagram = { family: 'anagram'; source: string; rules: Rule[] };
type NumberRule =
  | { kind: 'digit-exactly'; digit: number; times: number }
  | { kind: 'no-digit'; digit: number }
  | { kind: 'distinct' }
  | { kind: 'alternate' }
  | { kind: 'no-odd-pair' }
  | { kind: 'even' };
type Numbers = { family: 'numbers'; base: number; length: number; rules: NumberRule[] };
type ListAsk =
  | { kind: 'position'; word: string }
  | { kind: 'first-count'; letter: number; times: number }
  | { kind: 'first-with'; letter: number; last: boolean }
  | { kind: 'parity-last'; even: boolean; notFirst: number; letter: number; times: number };
type List = { family: 'list'; letters: string[]; shown: string[]; length: number; ask: ListAsk };
type Params = Words | Anagram | Numbers | List;

const russian = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const vowels = new Set(['А', 'Е', 'Ё', 'И', 'О', 'У', 'Ы', 'Э', 'Ю', 'Я']);
const sources = ['КАТЕР', 'ПОБЕДА', 'ЛИСТОК', 'МОРЕ', 'ГРАНИТ', 'ШКОЛА', 'ВЕСНА', 'КОМПАС', 'ЯКОРЬ', 'ДОСКА', 'ПАРУС', 'ЗИМА', 'ОКЕАН', 'РЕКА', 'ЛУНА'];
const anagrams = ['КОЛОБОК', 'ПАРАБОЛА', 'ВОДОВОЗ', 'КАРАКУЛИ', 'ПАПАХА', 'БАРАБАН', 'МОЛОКО', 'ТАРАКАН', 'ЗАДАЧА', 'КАНАРЕЙКА', 'ЛОГАРИФМ', 'ПРОГРАММА'];
const byAlphabet = (a: string, b: string) => russian.indexOf(a) - russian.indexOf(b);
const digitText = (d: number) => d.toString(16).toUpperCase();

const n = (count: number, forms: readonly [string, string, string]) => `${count} ${pluralRu(count, forms)}`;
const times = (count: number) => (count === 1 ? 'один раз' : n(count, ['раз', 'раза', 'раз']));

// ---------- words and anagrams ----------

function ruleText(rule: Rule, letters: string[]): string {
  switch (rule.kind) {
    case 'exactly':
      return `буква ${letters[rule.letter]} встречается ровно ${times(rule.times)}`;
    case 'at-least':
      return `буква ${letters[rule.letter]} встречается хотя бы один раз`;
    case 'not-first':
      return `слово не может начинаться с буквы ${letters[rule.letter]}`;
    case 'no-adjacent-vowels':
      return 'две гласные буквы не могут стоять рядом';
    case 'no-double':
      return 'две одинаковые буквы не могут стоять рядом';
    case 'no-repeat':
      return 'каждая буква встречается не более одного раза';
  }
}

/**
 * Words over `letters` with counts limited by `stock` (Infinity: unlimited), position by position: the
 * state holds what the rules need (the counted letter's uses, the last letter, the letters left).
 */
function countByPositions(letters: string[], length: number, rules: Rule[], stock: number[]): number {
  const exact = rules.find((r) => r.kind === 'exactly' || r.kind === 'at-least') as Extract<Rule, { kind: 'exactly' | 'at-least' }> | undefined;
  const cap = exact?.kind === 'exactly' ? exact.times : 1;
  const notFirst = rules.find((r): r is Extract<Rule, { kind: 'not-first' }> => r.kind === 'not-first');
  const noVowels = rules.some((r) => r.kind === 'no-adjacent-vowels');
  const noDouble = rules.some((r) => r.kind === 'no-double');
  let states = new Map<string, { count: number; last: number; left: number[]; ways: number }>([['start', { count: 0, last: -1, left: stock, ways: 1 }]]);
  for (let position = 0; position < length; position++) {
    const next = new Map<string, { count: number; last: number; left: number[]; ways: number }>();
    for (const state of states.values()) {
      letters.forEach((letter, i) => {
        if (state.left[i]! <= 0) return;
        if (position === 0 && notFirst?.letter === i) return;
        if (noDouble && state.last === i) return;
        if (noVowels && state.last >= 0 && vowels.has(letter) && vowels.has(letters[state.last]!)) return;
        const count = Math.min(cap, state.count + (exact?.letter === i ? 1 : 0));
        if (exact?.kind === 'exactly' && state.count + (exact.letter === i ? 1 : 0) > exact.times) return;
        const left = state.left.map((k, j) => (j === i ? k - 1 : k));
        const key = `${count}|${i}|${left.map((k) => (Number.isFinite(k) ? k : '∞')).join(',')}`;
        const known = next.get(key);
        if (known) known.ways += state.ways;
        else next.set(key, { count, last: i, left, ways: state.ways });
      });
    }
    states = next;
  }
  let total = 0;
  for (const state of states.values()) if (!exact || state.count === cap) total += state.ways;
  return total;
}

function wordsOf(p: Words | Anagram): { letters: string[]; length: number; stock: number[] } {
  if (p.family === 'words') {
    const once = p.rules.some((r) => r.kind === 'no-repeat');
    return { letters: p.letters, length: p.length, stock: p.letters.map(() => (once ? 1 : Infinity)) };
  }
  const letters = [...new Set(p.source)];
  return { letters, length: p.source.length, stock: letters.map((l) => [...p.source].filter((c) => c === l).length) };
}

function wordOk(word: string[], rules: Rule[], letters: string[]): boolean {
  return rules.every((rule) => {
    switch (rule.kind) {
      case 'exactly':
        return word.filter((c) => c === letters[rule.letter]).length === rule.times;
      case 'at-least':
        return word.includes(letters[rule.letter]!);
      case 'not-first':
        return word[0] !== letters[rule.letter];
      case 'no-repeat':
        return new Set(word).size === word.length;
      case 'no-double':
        return word.every((c, i) => i === 0 || c !== word[i - 1]);
      case 'no-adjacent-vowels':
        return word.every((c, i) => i === 0 || !(vowels.has(c) && vowels.has(word[i - 1]!)));
    }
  });
}

/** Every word of the length over the letters (for anagrams: every distinct rearrangement). */
function allWords(p: Words | Anagram): string[][] {
  if (p.family === 'anagram') {
    const found = new Set<string>();
    // A letter already tried at this place gives the same words again: skip it.
    const walk = (prefix: string, rest: string) => {
      if (rest === '') found.add(prefix);
      const tried = new Set<string>();
      for (let i = 0; i < rest.length; i++) {
        if (tried.has(rest[i]!)) continue;
        tried.add(rest[i]!);
        walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
      }
    };
    walk('', p.source);
    return [...found].map((w) => [...w]);
  }
  const out: string[][] = [];
  const word: string[] = [];
  const walk = () => {
    if (word.length === p.length) {
      out.push([...word]);
      return;
    }
    for (const l of p.letters) {
      word.push(l);
      walk();
      word.pop();
    }
  };
  walk();
  return out;
}

// ---------- base-N numbers ----------

const isEven = (d: number) => d % 2 === 0;

/** Digit by digit: the state holds the counted digit's uses, the last digit, the used digits and the digit sum's parity. */
function countNumbers(p: Numbers): number {
  const exact = p.rules.find((r): r is Extract<NumberRule, { kind: 'digit-exactly' }> => r.kind === 'digit-exactly');
  const banned = p.rules.find((r): r is Extract<NumberRule, { kind: 'no-digit' }> => r.kind === 'no-digit');
  const distinct = p.rules.some((r) => r.kind === 'distinct');
  const alternate = p.rules.some((r) => r.kind === 'alternate');
  const noOddPair = p.rules.some((r) => r.kind === 'no-odd-pair');
  const even = p.rules.some((r) => r.kind === 'even');
  let states = new Map<string, number>([['0|-1|0|0', 1]]);
  for (let position = 0; position < p.length; position++) {
    const next = new Map<string, number>();
    for (const [key, ways] of states) {
      const [count, last, used, sum] = key.split('|').map(Number) as [number, number, number, number];
      for (let d = position === 0 ? 1 : 0; d < p.base; d++) {
        if (banned?.digit === d) continue;
        if (distinct && used & (1 << d)) continue;
        if (last >= 0 && alternate && isEven(d) === isEven(last)) continue;
        if (last >= 0 && noOddPair && !isEven(d) && !isEven(last)) continue;
        const c = count + (exact?.digit === d ? 1 : 0);
        if (exact && c > exact.times) continue;
        // The number's parity: the last digit's in an even base, the digit sum's in an odd base.
        const parity = isEven(p.base) ? d % 2 : (sum + d) % 2;
        const k = `${c}|${d}|${distinct ? used | (1 << d) : 0}|${even ? parity : 0}`;
        next.set(k, (next.get(k) ?? 0) + ways);
      }
    }
    states = next;
  }
  let total = 0;
  for (const [key, ways] of states) {
    const [count, , , parity] = key.split('|').map(Number) as [number, number, number, number];
    if (exact && count !== exact.times) continue;
    if (even && parity !== 0) continue;
    total += ways;
  }
  return total;
}

function numberOk(value: number, p: Numbers): boolean {
  const digits = [...value.toString(p.base)].map((c) => parseInt(c, p.base));
  return p.rules.every((rule) => {
    switch (rule.kind) {
      case 'digit-exactly':
        return digits.filter((d) => d === rule.digit).length === rule.times;
      case 'no-digit':
        return !digits.includes(rule.digit);
      case 'distinct':
        return new Set(digits).size === digits.length;
      case 'alternate':
        return digits.every((d, i) => i === 0 || (d + digits[i - 1]!) % 2 === 1);
      case 'no-odd-pair':
        return digits.every((d, i) => i === 0 || d % 2 === 0 || digits[i - 1]! % 2 === 0);
      case 'even':
        return value % 2 === 0;
    }
  });
}

const baseName: Record<number, string> = { 4: 'четверичной', 5: 'пятеричной', 6: 'шестеричной', 7: 'семеричной', 8: 'восьмеричной', 9: 'девятеричной', 16: 'шестнадцатеричной' };
const lengthName: Record<number, string> = { 3: 'трёхзначных', 4: 'четырёхзначных', 5: 'пятизначных', 6: 'шестизначных', 7: 'семизначных' };

function numberRuleText(rule: NumberRule): string {
  switch (rule.kind) {
    case 'digit-exactly':
      return `цифра ${digitText(rule.digit)} встречается ровно ${times(rule.times)}`;
    case 'no-digit':
      return `нет цифры ${digitText(rule.digit)}`;
    case 'distinct':
      return 'все цифры различны';
    case 'alternate':
      return 'никакие две чётные и никакие две нечётные цифры не стоят рядом';
    case 'no-odd-pair':
      return 'никакие две нечётные цифры не стоят рядом';
    case 'even':
      return '';
  }
}

// ---------- the alphabetical list ----------

/** The word at a number (from 1): the number − 1 written in base k, digits standing for the sorted letters. */
function wordAt(letters: string[], length: number, index: number): string {
  let rest = index - 1;
  const out: string[] = [];
  for (let i = 0; i < length; i++) {
    out.unshift(letters[rest % letters.length]!);
    rest = Math.floor(rest / letters.length);
  }
  return out.join('');
}

/** A word's number: its letters as base-k digits, plus one. */
function positionOf(letters: string[], word: string): number {
  return [...word].reduce((value, c) => value * letters.length + letters.indexOf(c), 0) + 1;
}

const countOf = (word: string, c: string) => [...word].filter((x) => x === c).length;

function solveList(p: List): number | null {
  const { letters, length, ask } = p;
  const total = letters.length ** length;
  switch (ask.kind) {
    case 'position':
      return positionOf(letters, ask.word);
    case 'first-count': {
      // Letter by letter, the smallest letter that still lets the rest hold exactly `times` of the letter.
      const target = letters[ask.letter]!;
      let need = ask.times;
      let word = '';
      for (let i = 0; i < length; i++) {
        const room = length - i - 1;
        const letter = letters.find((l) => {
          const left = need - (l === target ? 1 : 0);
          return left >= 0 && left <= room;
        })!;
        if (letter === target) need--;
        word += letter;
      }
      return need === 0 ? positionOf(letters, word) : null;
    }
    case 'first-with': {
      const head = letters[ask.letter]!;
      const fill = (ask.last ? letters[letters.length - 1]! : letters[0]!).repeat(length - 1);
      return positionOf(letters, head + fill);
    }
    case 'parity-last': {
      for (let index = total; index >= 1; index--) {
        if ((index % 2 === 0) !== ask.even) continue;
        const word = wordAt(letters, length, index);
        if (word[0] !== letters[ask.notFirst] && countOf(word, letters[ask.letter]!) === ask.times) return index;
      }
      return null;
    }
  }
}

/** The checker's list: every word, built in any order, then sorted by the alphabet. */
function sortedList(p: List): string[] {
  const words: string[] = [''];
  for (let i = 0; i < p.length; i++) {
    const grown: string[] = [];
    for (const w of words) for (const l of p.shown) grown.push(w + l);
    words.splice(0, words.length, ...grown);
  }
  const order = (a: string, b: string) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return byAlphabet(a[i]!, b[i]!);
    return 0;
  };
  return words.sort(order);
}

function checkList(p: List): GeneratedAnswer | null {
  const list = sortedList(p);
  const { ask } = p;
  switch (ask.kind) {
    case 'position':
      return fieldAnswer(list.indexOf(ask.word) + 1);
    case 'first-count': {
      const index = list.findIndex((w) => [...w].filter((c) => c === p.letters[ask.letter]).length === ask.times);
      return index < 0 ? null : fieldAnswer(index + 1);
    }
    case 'first-with': {
      const head = p.letters[ask.letter]!;
      const index = ask.last ? list.findLastIndex((w) => w.startsWith(head)) : list.findIndex((w) => w.startsWith(head));
      return fieldAnswer(index + 1);
    }
    case 'parity-last': {
      let found = 0;
      list.forEach((w, i) => {
        const number = i + 1;
        if ((number % 2 === 0) === ask.even && !w.startsWith(p.letters[ask.notFirst]!) && [...w].filter((c) => c === p.letters[ask.letter]).length === ask.times) found = number;
      });
      return found > 0 ? fieldAnswer(found) : null;
    }
  }
}

// ---------- solve, check, draw ----------

function solve(p: Params): GeneratedAnswer | null {
  switch (p.family) {
    case 'words':
    case 'anagram': {
      const { letters, length, stock } = wordsOf(p);
      const total = countByPositions(letters, length, p.rules, stock);
      return total > 0 ? fieldAnswer(total) : null;
    }
    case 'numbers': {
      const total = countNumbers(p);
      return total > 0 ? fieldAnswer(total) : null;
    }
    case 'list': {
      const value = solveList(p);
      return value === null ? null : fieldAnswer(value);
    }
  }
}

function check(p: Params): GeneratedAnswer | null {
  switch (p.family) {
    case 'words':
    case 'anagram': {
      const letters = p.family === 'words' ? p.letters : [...new Set(p.source)];
      const total = allWords(p).filter((w) => wordOk(w, p.rules, letters)).length;
      return total > 0 ? fieldAnswer(total) : null;
    }
    case 'numbers': {
      let total = 0;
      for (let value = p.base ** (p.length - 1); value < p.base ** p.length; value++) if (numberOk(value, p)) total++;
      return total > 0 ? fieldAnswer(total) : null;
    }
    case 'list':
      return checkList(p);
  }
}

function drawWords(random: SeededRandom, difficulty: Difficulty): Words | Anagram | null {
  if (difficulty === 3 && random.next() < 0.5) {
    const source = random.pick(anagrams);
    const letters = [...new Set(source)];
    const rules: Rule[] = [random.pick([{ kind: 'no-adjacent-vowels' }, { kind: 'no-double' }] as const)];
    if (random.next() < 0.6) rules.push({ kind: 'not-first', letter: random.int(0, letters.length - 1) });
    return { family: 'anagram', source, rules };
  }
  const letters = [...new Set(random.pick(sources))];
  const length = difficulty === 1 ? random.int(3, 5) : random.int(4, Math.min(6, letters.length + 1));
  if (letters.length ** length > 200_000) return null;
  const rules: Rule[] = [];
  const first = random.int(0, 9);
  if (first < 3 && length <= letters.length) rules.push({ kind: 'no-repeat' });
  else if (first < 7) rules.push({ kind: 'exactly', letter: random.int(0, letters.length - 1), times: random.int(1, Math.min(3, length - 1)) });
  else rules.push({ kind: 'at-least', letter: random.int(0, letters.length - 1) });
  const extra: Rule[] = [{ kind: 'not-first', letter: random.int(0, letters.length - 1) }, { kind: 'no-adjacent-vowels' }];
  if (!rules.some((r) => r.kind === 'no-repeat')) extra.push({ kind: 'no-double' });
  const shuffled = random.shuffle(extra);
  rules.push(...shuffled.slice(0, difficulty - 1));
  // The vowel rule asks nothing of a word with one vowel or none.
  if (rules.some((r) => r.kind === 'no-adjacent-vowels') && letters.filter((l) => vowels.has(l)).length < 2) return null;
  return { family: 'words', letters, length, rules };
}

function drawNumbers(random: SeededRandom, difficulty: Difficulty): Numbers | null {
  const base = difficulty === 3 ? random.pick([5, 7, 9, 16]) : random.int(5, 9);
  const length = random.int(4, base === 16 ? 4 : 6);
  if (base ** length > 300_000 || base ** length < 500) return null;
  const options: NumberRule[] = [
    { kind: 'digit-exactly', digit: random.int(0, base - 1), times: random.int(1, 2) },
    { kind: 'no-digit', digit: random.int(0, base - 1) },
    { kind: 'distinct' },
    { kind: 'alternate' },
    { kind: 'no-odd-pair' },
    { kind: 'even' },
  ];
  const rules = random.shuffle(options).slice(0, difficulty === 1 ? 1 : difficulty === 2 ? 2 : 3);
  const kinds = new Set(rules.map((r) => r.kind));
  // Kept apart: a banned digit with the same digit counted, and the two adjacency rules together.
  if (kinds.has('alternate') && kinds.has('no-odd-pair')) return null;
  if (kinds.has('digit-exactly') && kinds.has('no-digit')) return null;
  if (kinds.has('digit-exactly') && kinds.has('distinct')) {
    const exact = rules.find((r) => r.kind === 'digit-exactly') as Extract<NumberRule, { kind: 'digit-exactly' }>;
    if (exact.times > 1) return null;
  }
  if (rules.length === 1 && kinds.has('even')) return null;
  return { family: 'numbers', base, length, rules };
}

function drawList(random: SeededRandom, difficulty: Difficulty): List | null {
  const pool = [...new Set(random.pick(sources))];
  const size = difficulty === 1 ? random.int(3, 4) : random.int(4, 5);
  if (pool.length < size) return null;
  const shown = random.shuffle(pool).slice(0, size);
  const letters = [...shown].sort(byAlphabet);
  const length = difficulty === 1 ? random.int(4, 5) : random.int(4, 6);
  if (letters.length ** length > 20_000) return null;
  const total = letters.length ** length;
  let ask: ListAsk;
  if (difficulty === 1) {
    ask = random.next() < 0.5 ? { kind: 'position', word: wordAt(letters, length, random.int(5, total)) } : { kind: 'first-with', letter: random.int(1, letters.length - 1), last: false };
  } else if (difficulty === 2) {
    const form = random.int(0, 2);
    if (form === 0) ask = { kind: 'position', word: wordAt(letters, length, random.int(Math.ceil(total / 3), total)) };
    else if (form === 1) ask = { kind: 'first-with', letter: random.int(1, letters.length - 1), last: true };
    else ask = { kind: 'first-count', letter: random.int(0, letters.length - 1), times: random.int(1, length - 1) };
  } else {
    ask = { kind: 'parity-last', even: random.next() < 0.5, notFirst: random.int(0, letters.length - 1), letter: random.int(0, letters.length - 1), times: random.int(1, 2) };
  }
  return { family: 'list', letters, shown, length, ask };
}

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick(['words', 'numbers', 'list'] as const);
  if (family === 'words') return drawWords(random, difficulty);
  if (family === 'numbers') return drawNumbers(random, difficulty);
  return drawList(random, difficulty);
}

// ---------- render ----------

const wordNote = 'Словом считается любая допустимая последовательность букв, не обязательно осмысленная.';
const vowelList = "'АЕЁИОУЫЭЮЯ'";

function pythonRule(rule: Rule, letters: string[], length: number): string {
  switch (rule.kind) {
    case 'exactly':
      return `w.count('${letters[rule.letter]}') == ${rule.times}`;
    case 'at-least':
      return `'${letters[rule.letter]}' in w`;
    case 'not-first':
      return `w[0] != '${letters[rule.letter]}'`;
    case 'no-repeat':
      return `len(set(w)) == ${length}`;
    case 'no-double':
      return 'all(w[i] != w[i + 1] for i in range(len(w) - 1))';
    case 'no-adjacent-vowels':
      return `all(not (w[i] in ${vowelList} and w[i + 1] in ${vowelList}) for i in range(len(w) - 1))`;
  }
}

function renderWords(p: Words | Anagram, value: string) {
  const letters = p.family === 'words' ? p.letters : [...new Set(p.source)];
  const exact = p.rules.find((r) => r.kind === 'exactly' || r.kind === 'at-least') as Extract<Rule, { kind: 'exactly' | 'at-least' }> | undefined;
  const others = p.rules.filter((r) => r !== exact && r.kind !== 'no-repeat').map((r) => ruleText(r, letters));
  const sentences: string[] = [];
  if (p.family === 'anagram') {
    sentences.push(`Петя составляет слова, переставляя буквы слова ${p.source}. Каждая буква используется в слове столько раз, сколько она встречается в слове ${p.source}.`);
  } else {
    sentences.push(`Петя составляет ${p.length}-буквенные слова из букв ${p.letters.join(', ')}.`);
    if (p.rules.some((r) => r.kind === 'no-repeat')) sentences.push('Каждая буква может входить в слово не более одного раза.');
    else if (exact?.kind === 'exactly')
      sentences.push(`Буква ${letters[exact.letter]} входит в каждое слово ровно ${times(exact.times)}, каждая из других букв может входить в слово любое количество раз или не входить совсем.`);
    else if (exact) sentences.push(`Буква ${letters[exact.letter]} входит в каждое слово хотя бы один раз, каждая из букв может входить в слово любое количество раз.`);
  }
  if (others.length > 0) sentences.push(`Кроме того, ${others.join(', и ')}.`);
  // 'Других ограничений нет' only after a restriction: every draw has at least one.
  sentences.push('Других ограничений нет.', wordNote);
  const text = `<p>${sentences.join(' ')}</p><p>Сколько различных слов может составить Петя?</p>`;
  const checks = p.rules.map((rule) => pythonRule(rule, letters, p.family === 'words' ? p.length : p.source.length));
  const python =
    p.family === 'words'
      ? `from itertools import product\n\ncount = 0\nfor w in product('${p.letters.join('')}', repeat=${p.length}):\n    if ${checks.join(' and ')}:\n        count += 1\nprint(count)\n`
      : `from itertools import permutations\n\ncount = 0\nfor w in set(permutations('${p.source}')):\n    if ${checks.join(' and ')}:\n        count += 1\nprint(count)\n`;
  const all = p.family === 'words' ? `${p.letters.length}<sup>${p.length}</sup> = ${p.letters.length ** p.length}` : `не больше ${p.source.length}! = ${[...p.source].reduce((f, _, i) => f * (i + 1), 1)}`;
  const steps =
    `<p>Слов без ограничений ${all}, поэтому их можно перебрать программой${p.family === 'anagram' ? ' (одинаковые перестановки считаем один раз — собираем их во множество)' : ''}: для каждого слова проверяем все условия (${p.rules.map((r) => ruleText(r, letters)).join('; ')}) и считаем подходящие.</p>` +
    `<p>Можно считать и по позициям: идём слева направо и храним для каждого начала слова то, что нужно условиям (${p.family === 'anagram' ? 'какие буквы ещё остались, ' : ''}последнюю букву, сколько раз встретилась особая буква), и число таких начал.</p><p>Подходящих слов: ${value}.</p>`;
  return { text, steps, python };
}

function renderNumbers(p: Numbers, value: string) {
  const even = p.rules.some((r) => r.kind === 'even');
  const conditions = p.rules.filter((r) => r.kind !== 'even').map(numberRuleText);
  const text = `<p>Сколько существует ${even ? 'чётных ' : ''}${lengthName[p.length]} чисел, записанных в ${baseName[p.base]} системе счисления, в записи которых ${conditions.join(', а также ')}?</p>`;
  const checks = p.rules.map((rule) => {
    switch (rule.kind) {
      case 'digit-exactly':
        return `s.count('${digitText(rule.digit)}') == ${rule.times}`;
      case 'no-digit':
        return `'${digitText(rule.digit)}' not in s`;
      case 'distinct':
        return `len(set(s)) == len(s)`;
      case 'alternate':
        return `all((int(s[i], ${p.base}) + int(s[i + 1], ${p.base})) % 2 == 1 for i in range(len(s) - 1))`;
      case 'no-odd-pair':
        return `all(int(s[i], ${p.base}) % 2 == 0 or int(s[i + 1], ${p.base}) % 2 == 0 for i in range(len(s) - 1))`;
      case 'even':
        return 'x % 2 == 0';
    }
  });
  const python =
    `def to_base(x, b):\n    s = ''\n    while x > 0:\n        s = '0123456789ABCDEF'[x % b] + s\n        x //= b\n    return s\n\n` +
    `count = 0\nfor x in range(${p.base} ** ${p.length - 1}, ${p.base} ** ${p.length}):\n    s = to_base(x, ${p.base})\n    if ${checks.join(' and ')}:\n        count += 1\nprint(count)\n`;
  const evenNote = even
    ? isEven(p.base)
      ? `<p>Основание ${p.base} чётно, поэтому чётность числа определяется последней цифрой.</p>`
      : `<p>Основание ${p.base} нечётно: каждая степень ${p.base} нечётна, поэтому число чётно, когда чётна сумма его цифр (а не последняя цифра!).</p>`
    : '';
  // 'пятизначных' → 'Пятизначные'.
  const name = (lengthName[p.length] ?? '').replace(/ых$/, 'ые');
  const steps =
    `<p>${name.charAt(0).toUpperCase()}${name.slice(1)} числа в ${baseName[p.base]} системе — это числа от ${p.base}<sup>${p.length - 1}</sup> до ${p.base}<sup>${p.length}</sup> − 1; их немного, поэтому перебираем все, переводим каждое в систему с основанием ${p.base} и проверяем условия. Первая цифра не может быть нулём.</p>` +
    evenNote +
    `<p>Комбинаторно: идём по разрядам слева направо, храня то, что нужно условиям (предыдущую цифру, использованные цифры, число особых цифр${even && !isEven(p.base) ? ', чётность суммы цифр' : ''}). Подходящих чисел: ${value}.</p>`;
  return { text, steps, python };
}

function renderList(p: List, value: string) {
  const head = [1, 2, 3, 4].map((i) => `${i}. ${wordAt(p.letters, p.length, i)}`).join('<br>');
  const intro = `<p>Все ${p.length}-буквенные слова, составленные из букв ${p.shown.join(', ')}, записаны в алфавитном порядке и пронумерованы, начиная с 1. Вот начало списка:</p><p>${head}<br>…</p>`;
  const { ask } = p;
  const k = p.letters.length;
  const digits = `Сопоставим буквам в алфавитном порядке цифры: ${p.letters.map((l, i) => `${l} — ${i}`).join(', ')}. Тогда список — это все ${p.length}-значные числа в системе с основанием ${k} по возрастанию (с ведущими нулями), и слово с номером N — запись числа N − 1.`;
  const listPython = `from itertools import product\n\nwords = [''.join(w) for w in product('${p.letters.join('')}', repeat=${p.length})]\n`;
  switch (ask.kind) {
    case 'position': {
      const code = [...ask.word].map((c) => p.letters.indexOf(c)).join('');
      return {
        text: `${intro}<p>Под каким номером в списке стоит слово ${ask.word}?</p>`,
        steps: `<p>${digits}</p><p>${ask.word} → ${code}<sub>${k}</sub> = ${Number(value) - 1}<sub>10</sub>; номер на единицу больше: ${value}.</p>`,
        python: `${listPython}print(words.index('${ask.word}') + 1)\n`,
      };
    }
    case 'first-count': {
      const letter = p.letters[ask.letter]!;
      const what = ask.times === 1 ? `ровно одна буква ${letter}` : `ровно ${n(ask.times, ['буква', 'буквы', 'букв'])} ${letter}`;
      const word = wordAt(p.letters, p.length, Number(value));
      return {
        text: `${intro}<p>Под каким номером в списке стоит первое слово, в котором ${what}?</p>`,
        steps: `<p>${digits}</p><p>Первое такое слово строим слева направо: на каждое место ставим самую раннюю по алфавиту букву, при которой оставшиеся места ещё позволяют получить ${what.replace('ровно одна буква', 'ровно одну букву')}: ${word} = ${[...word].map((c) => p.letters.indexOf(c)).join('')}<sub>${k}</sub> = ${Number(value) - 1}<sub>10</sub>, номер ${value}.</p>`,
        python: `${listPython}print(min(i for i, w in enumerate(words) if w.count('${letter}') == ${ask.times}) + 1)\n`,
      };
    }
    case 'first-with': {
      const letter = p.letters[ask.letter]!;
      const word = wordAt(p.letters, p.length, Number(value));
      return {
        text: `${intro}<p>Под каким номером в списке стоит ${ask.last ? 'последнее' : 'первое'} слово, которое начинается с буквы ${letter}?</p>`,
        steps: `<p>${digits}</p><p>Это слово ${word} = ${[...word].map((c) => p.letters.indexOf(c)).join('')}<sub>${k}</sub> = ${Number(value) - 1}<sub>10</sub>, его номер ${value}.</p>`,
        python: `${listPython}print(${ask.last ? `max(i for i, w in enumerate(words) if w[0] == '${letter}') + 1` : `min(i for i, w in enumerate(words) if w[0] == '${letter}') + 1`})\n`,
      };
    }
    case 'parity-last': {
      const notFirst = p.letters[ask.notFirst]!;
      const letter = p.letters[ask.letter]!;
      const what = ask.times === 1 ? `ровно одну букву ${letter}` : `ровно ${n(ask.times, ['букву', 'буквы', 'букв'])} ${letter}`;
      return {
        text: `${intro}<p>Под каким номером в списке стоит последнее слово с ${ask.even ? 'чётным' : 'нечётным'} номером, которое не начинается с буквы ${notFirst} и содержит ${what}?</p>`,
        steps: `<p>${digits}</p><p>Проходим по списку с конца, рассматривая только ${ask.even ? 'чётные' : 'нечётные'} номера, и берём первое слово, которое не начинается с ${notFirst} и содержит ${what}: номер ${value} (слово ${wordAt(p.letters, p.length, Number(value))}).</p>`,
        python: `${listPython}best = 0\nfor i, w in enumerate(words, 1):\n    if i % 2 == ${ask.even ? 0 : 1} and w[0] != '${notFirst}' and w.count('${letter}') == ${ask.times}:\n        best = i\nprint(best)\n`,
      };
    }
  }
}

export const type08Generator: TaskGenerator<Params> = {
  type: 8,
  // 2: three families (words and rearrangements with restrictions, base-N numbers, the alphabetical
  // list); 'Других ограничений нет' only after a restriction.
  // 3: every answer a number (the first word with k of a letter instead of the word at a number).
  // 4: the numbers' solution says 'Пятизначные числа'.
  version: 4,
  draw,
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const rendered = p.family === 'numbers' ? renderNumbers(p, value) : p.family === 'list' ? renderList(p, value) : renderWords(p, value);
    return { ...rendered, files: [] };
  },
};
