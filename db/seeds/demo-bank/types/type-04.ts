/**
 * Type 4: prefix (Fano) codes. Some code words are fixed; the rest must be chosen. `solve()` finds
 * the free subtrees the fixed words leave, then searches exactly: every way of spreading the
 * remaining letters over those subtrees, with an optimal (Huffman) code inside each subtree.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

function assertPrefixFree(codes: string[]): void {
  for (const a of codes) for (const b of codes) if (a !== b && b.startsWith(a)) throw new Error(`type 4: ${a} is a prefix of ${b}`);
}

/** Roots of the maximal subtrees of the binary tree that no fixed code word touches. */
export function freeRoots(fixed: string[]): string[] {
  const roots: string[] = [];
  const walk = (s: string): void => {
    if (fixed.some((c) => s.startsWith(c))) return; // inside a used word's subtree
    if (!fixed.some((c) => c.startsWith(s))) {
      roots.push(s);
      return;
    }
    walk(s + '0');
    walk(s + '1');
  };
  walk('');
  return roots;
}

/** Minimal sum of weight × length for a prefix code of these weights (Huffman). */
function huffmanCost(weights: number[]): number {
  const heap = [...weights];
  let cost = 0;
  while (heap.length > 1) {
    heap.sort((a, b) => a - b);
    const merged = (heap.shift() ?? 0) + (heap.shift() ?? 0);
    cost += merged;
    heap.push(merged);
  }
  return cost;
}

/** Minimal total weighted length of code words for `weights`, placed in the free subtrees of `fixed`. */
export function minExtraCost(fixed: string[], weights: number[]): number {
  assertPrefixFree(fixed);
  const roots = freeRoots(fixed);
  if (weights.length > 0 && roots.length === 0) return Infinity;
  let best = Infinity;
  const groups: number[][] = roots.map(() => []);
  const place = (k: number): void => {
    if (k === weights.length) {
      const cost = groups.reduce((s, g, i) => s + huffmanCost(g) + (roots[i]?.length ?? 0) * g.reduce((a, b) => a + b, 0), 0);
      best = Math.min(best, cost);
      return;
    }
    for (const g of groups) {
      g.push(weights[k] ?? 0);
      place(k + 1);
      g.pop();
    }
  };
  place(0);
  return best;
}

/** Shortest word (then smallest as a binary number) for one more letter, keeping `others` codable. */
export function shortestWord(fixed: string[], others: number): string {
  assertPrefixFree(fixed);
  for (let len = 1; len <= 12; len++) {
    for (let v = 0; v < 1 << len; v++) {
      const word = v.toString(2).padStart(len, '0');
      if (fixed.some((c) => c.startsWith(word) || word.startsWith(c))) continue;
      if (others > 0 && freeRoots([...fixed, word]).length === 0) continue;
      return word;
    }
  }
  throw new Error('type 4: no word found');
}

const fixedHtml = (fixed: Record<string, string>) =>
  `<table><tr><td>Буква</td><td>Кодовое слово</td></tr>${Object.entries(fixed)
    .map(([l, c]) => `<tr><td>${l}</td><td>${c}</td></tr>`)
    .join('')}</table>`;

const FANO =
  'Для передачи используется неравномерный двоичный код, удовлетворяющий условию Фано: никакое кодовое слово не является началом другого кодового слова. ' +
  'Это условие обеспечивает возможность однозначной расшифровки закодированных сообщений.';

export const type04Tasks: DemoTask[] = [
  (() => {
    const fixed = { А: '00', Б: '010', В: '10' };
    return {
      key: 't04-1',
      type: 4,
      difficulty: 1,
      text:
        `<p>По каналу связи передаются сообщения, содержащие только четыре буквы: А, Б, В, Г. ${FANO} Для букв А, Б, В используются такие кодовые слова:</p>` +
        fixedHtml(fixed) +
        '<p>Укажите кратчайшее кодовое слово для буквы Г, при котором код будет удовлетворять условию Фано. ' +
        'Если таких кодов несколько, укажите код с наименьшим числовым значением.</p>',
      answer: field('11'),
      solve: () => field(shortestWord(Object.values(fixed), 0)),
    };
  })(),
  (() => {
    const fixed = { К: '000', Л: '001', М: '01' };
    const rest = ['Н', 'П', 'Р'];
    return {
      key: 't04-2',
      type: 4,
      difficulty: 2,
      text:
        `<p>Для кодирования некоторой последовательности, состоящей из букв К, Л, М, Н, П, Р, решили использовать неравномерный двоичный код. ${FANO} ` +
        'Для букв К, Л, М используются такие кодовые слова:</p>' +
        fixedHtml(fixed) +
        '<p>Какова наименьшая возможная суммарная длина всех кодовых слов?</p>',
      answer: field('16'),
      solve: () => {
        const used = Object.values(fixed);
        return field(used.reduce((s, c) => s + c.length, 0) + minExtraCost(used, rest.map(() => 1)));
      },
    };
  })(),
  (() => {
    const fixed = { А: '1', Б: '01', В: '001' };
    return {
      key: 't04-3',
      type: 4,
      difficulty: 3,
      text:
        `<p>По каналу связи передаются сообщения, содержащие только буквы А, Б, В, Г, Д. ${FANO} Для букв А, Б, В используются такие кодовые слова:</p>` +
        fixedHtml(fixed) +
        '<p>Укажите кратчайшее возможное кодовое слово для буквы Г, при котором код будет удовлетворять условию Фано и при этом ' +
        'для буквы Д тоже найдётся кодовое слово. Если таких кодов несколько, укажите код с наименьшим числовым значением.</p>',
      answer: field('0000'),
      solve: () => field(shortestWord(Object.values(fixed), 1)),
    };
  })(),
  (() => {
    const counts: Record<string, number> = { А: 15, Б: 12, В: 10, Г: 9, Д: 8, Е: 6 };
    const fixed = { Б: '10', Г: '011' };
    return {
      key: 't04-4',
      type: 4,
      difficulty: 3,
      text:
        '<p>Сообщение длиной 60 символов составлено из букв А, Б, В, Г, Д, Е; в нём буква А встречается 15 раз, Б — 12 раз, В — 10 раз, ' +
        `Г — 9 раз, Д — 8 раз, Е — 6 раз. Сообщение кодируют двоичным кодом. ${FANO} Для букв Б и Г уже выбраны кодовые слова:</p>` +
        fixedHtml(fixed) +
        '<p>Кодовые слова для остальных букв можно выбрать любыми, сохраняя условие Фано. Какое наименьшее количество двоичных знаков ' +
        'может содержать закодированное сообщение?</p>',
      answer: field('153'),
      solve: () => {
        const fixedCost = Object.entries(fixed).reduce((s, [l, c]) => s + (counts[l] ?? 0) * c.length, 0);
        const rest = Object.keys(counts).filter((l) => !(l in fixed));
        return field(fixedCost + minExtraCost(Object.values(fixed), rest.map((l) => counts[l] ?? 0)));
      },
    };
  })(),
  (() => {
    const counts: Record<string, number> = { О: 9, К: 5, Л: 4, Е: 3, С: 2, Т: 1 };
    return {
      key: 't04-5',
      type: 4,
      difficulty: 2,
      text:
        '<p>Слово, составленное из букв О, К, Л, Е, С, Т, кодируется двоичным кодом так, чтобы сообщение можно было однозначно ' +
        `декодировать. ${FANO} В слове буква О встречается 9 раз, К — 5 раз, Л — 4 раза, Е — 3 раза, С — 2 раза, Т — 1 раз. ` +
        'Каждая буква кодируется одним и тем же кодовым словом во всех местах. Какое наименьшее количество двоичных знаков может ' +
        'содержать закодированное слово?</p>',
      answer: field('57'),
      solve: () => field(minExtraCost([], Object.values(counts))),
    };
  })(),
];
