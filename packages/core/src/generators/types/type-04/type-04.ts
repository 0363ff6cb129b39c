import type { SeededRandom } from '../../seeded-random';
import { pluralRu } from '../../../text/plural-ru';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 4: uneven binary codes and the Fano condition. Five question families (README `## 4`): the least
 * total length of the code words, the shortest code word for one more letter, how many more letters fit
 * with words of length ≤ L, decoding a message, and the fewest bits for a word. `solve` reasons on the
 * code tree (free nodes, a greedy or Huffman choice, reading the message greedily); `check` recomputes by
 * brute force over binary words or by an exact dynamic programme.
 */
type Total = { family: 'total'; letters: string[]; given: string[]; ask: 'total' | 'missing' };
type Shortest = { family: 'shortest'; letters: string[]; given: string[]; others: number };
type Count = { family: 'count'; letters: string[]; given: string[]; maxLength: number };
type Decode = { family: 'decode'; letters: string[]; codes: string[]; reverse: boolean; hex: boolean; message: string };
type Word = { family: 'word'; word: string; letters: string[]; given: string[] };
type Params = Total | Shortest | Count | Decode | Word;

const alphabet = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И', 'К'];
const isPrefix = (a: string, b: string) => b.startsWith(a);
const compatible = (words: string[]) => words.every((a, i) => words.every((b, j) => i === j || !isPrefix(a, b)));
const sumLengths = (words: string[]) => words.reduce((sum, word) => sum + word.length, 0);

/** The free nodes: no given word is their prefix and they are a prefix of no given word. */
function freeNodes(given: string[]): string[] {
  const free: string[] = [];
  const walk = (node: string) => {
    if (given.some((word) => isPrefix(word, node))) return;
    if (!given.some((word) => isPrefix(node, word))) {
      free.push(node);
      return;
    }
    walk(`${node}0`);
    walk(`${node}1`);
  };
  walk('');
  return free;
}

/** By length, then by value as a binary number. */
const byLengthThenValue = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

// ---------- total: the least total length (unit weights) ----------

/**
 * Word by word, the cheaper of two moves: take the shallowest free node (its depth), or split the
 * shallowest node already holding a word into two one level down (depth + 2 in all). Taking free
 * nodes only is not enough: two words under a shallow node can beat one deep free node.
 */
function greedyAdded(given: string[], need: number): number | null {
  const unused = freeNodes(given).map((node) => node.length).sort((a, b) => a - b);
  if (unused.length === 0) return null;
  const used: number[] = [];
  for (let k = 0; k < need; k++) {
    used.sort((a, b) => a - b);
    const take = unused[0] ?? Infinity;
    const split = used.length > 0 ? used[0]! + 2 : Infinity;
    if (take <= split) used.push(unused.shift()!);
    else {
      const d = used.shift()!;
      used.push(d + 1, d + 1);
    }
  }
  return used.reduce((sum, d) => sum + d, 0);
}

/**
 * The exact dynamic programme over the code tree with weights: cost(node, set) is the least weighted
 * length of the letters of the set placed under the node. A node under a given word takes none; a free
 * node takes one letter itself or splits two or more between its children; a node on the way to given
 * words splits the set between its children in any way.
 */
function treeCost(given: string[], weights: number[]): number {
  const full = (1 << weights.length) - 1;
  const freeMemo = new Map<string, number>();
  const free = (depth: number, mask: number): number => {
    const members = weights.map((_, i) => i).filter((i) => mask & (1 << i));
    if (members.length === 1) return depth * weights[members[0]!]!;
    const key = `${depth}:${mask}`;
    const known = freeMemo.get(key);
    if (known !== undefined) return known;
    let best = Infinity;
    for (let sub = (mask - 1) & mask; sub > 0; sub = (sub - 1) & mask) best = Math.min(best, free(depth + 1, sub) + free(depth + 1, mask ^ sub));
    freeMemo.set(key, best);
    return best;
  };
  const cost = (node: string, mask: number): number => {
    if (mask === 0) return 0;
    if (given.some((word) => node.startsWith(word))) return Infinity;
    if (!given.some((word) => word.startsWith(node))) return free(node.length, mask);
    let best = Infinity;
    for (let sub = mask; ; sub = (sub - 1) & mask) {
      best = Math.min(best, cost(`${node}0`, sub) + cost(`${node}1`, mask ^ sub));
      if (sub === 0) break;
    }
    return best;
  };
  return cost('', full);
}

// ---------- word: the fewest bits for a word (weights = how often each letter occurs) ----------

/** Least sum of weight × length of a prefix code of these weights (Huffman). */
function huffmanCost(weights: number[]): number {
  const heap = [...weights];
  let cost = 0;
  while (heap.length > 1) {
    heap.sort((a, b) => a - b);
    const merged = heap.shift()! + heap.shift()!;
    cost += merged;
    heap.push(merged);
  }
  return cost;
}

/** Every way of spreading the letters over the free subtrees, an optimal (Huffman) code inside each. */
function spreadCost(given: string[], weights: number[]): number {
  const roots = freeNodes(given);
  if (roots.length === 0) return Infinity;
  const groups: number[][] = roots.map(() => []);
  let best = Infinity;
  const place = (k: number) => {
    if (k === weights.length) {
      const cost = groups.reduce((sum, group, i) => sum + (group.length > 0 ? huffmanCost(group) + roots[i]!.length * group.reduce((a, b) => a + b, 0) : 0), 0);
      best = Math.min(best, cost);
      return;
    }
    for (const group of groups) {
      group.push(weights[k]!);
      place(k + 1);
      group.pop();
    }
  };
  place(0);
  return best;
}

const occurrences = (word: string, letter: string) => [...word].filter((c) => c === letter).length;

// ---------- decode ----------

function decodeGreedy(p: Decode): string | null {
  const bits = p.reverse ? [...p.message].reverse().join('') : p.message;
  const codes = p.reverse ? p.codes.map((c) => [...c].reverse().join('')) : p.codes;
  const out: string[] = [];
  let at = 0;
  while (at < bits.length) {
    const i = codes.findIndex((c) => bits.startsWith(c, at));
    if (i < 0) return null;
    out.push(p.letters[i]!);
    at += codes[i]!.length;
  }
  return (p.reverse ? out.reverse() : out).join('');
}

/** Every way to cut the message into code words, counted by position; the answer must be the only one. */
function decodeAllWays(p: Decode): string | null {
  const { message } = p;
  const ways: number[] = Array.from({ length: message.length + 1 }, () => 0);
  const from: number[] = Array.from({ length: message.length + 1 }, () => -1);
  ways[0] = 1;
  for (let end = 1; end <= message.length; end++) {
    p.codes.forEach((code, i) => {
      const start = end - code.length;
      if (start >= 0 && ways[start]! > 0 && message.slice(start, end) === code) {
        ways[end] = ways[end]! + ways[start]!;
        from[end] = i;
      }
    });
  }
  if (ways[message.length] !== 1) return null;
  const out: string[] = [];
  for (let end = message.length; end > 0; end -= p.codes[from[end]!]!.length) out.unshift(p.letters[from[end]!]!);
  return out.join('');
}

const hexOf = (bits: string) => bits.match(/.{4}/g)!.map((q) => parseInt(q, 2).toString(16).toUpperCase()).join('');

// ---------- solve and check ----------

function solve(p: Params): GeneratedAnswer | null {
  switch (p.family) {
    case 'total': {
      const added = greedyAdded(p.given, p.letters.length - p.given.length);
      if (added === null) return null;
      return fieldAnswer(p.ask === 'total' ? sumLengths(p.given) + added : added);
    }
    case 'shortest': {
      const free = freeNodes(p.given).sort(byLengthThenValue);
      if (free.length === 0) return null;
      // The other letters need a free node left: with one free node only, go one level below it.
      if (p.others > 0 && free.length === 1) return fieldAnswer(`${free[0]}0`);
      return fieldAnswer(free[0]!);
    }
    case 'count': {
      const total = freeNodes(p.given)
        .filter((node) => node.length <= p.maxLength)
        .reduce((sum, node) => sum + 2 ** (p.maxLength - node.length), 0);
      return total > 0 ? fieldAnswer(total) : null;
    }
    case 'decode': {
      const word = decodeGreedy(p);
      return word === null ? null : fieldAnswer(word);
    }
    case 'word': {
      const rest = p.letters.slice(p.given.length);
      const fixed = p.given.reduce((sum, code, i) => sum + code.length * occurrences(p.word, p.letters[i]!), 0);
      const added = spreadCost(p.given, rest.map((l) => occurrences(p.word, l)));
      return Number.isFinite(added) ? fieldAnswer(fixed + added) : null;
    }
  }
}

/** All binary words of a length, in increasing value. */
function* wordsOfLength(length: number): Generator<string> {
  for (let v = 0; v < 2 ** length; v++) yield v.toString(2).padStart(length, '0');
}

const deep = 12;

function check(p: Params): GeneratedAnswer | null {
  switch (p.family) {
    case 'total': {
      const added = treeCost(p.given, Array.from({ length: p.letters.length - p.given.length }, () => 1));
      if (!Number.isFinite(added)) return null;
      return fieldAnswer(p.ask === 'total' ? sumLengths(p.given) + added : added);
    }
    case 'shortest': {
      // Brute force: words by length and value; the others need some word of length `deep` still free.
      const roomLeft = (words: string[]) => {
        for (const w of wordsOfLength(deep)) if (compatible([...words, w])) return true;
        return false;
      };
      for (let length = 1; length <= deep - 2; length++) {
        for (const w of wordsOfLength(length)) {
          if (!compatible([...p.given, w])) continue;
          if (p.others > 0 && !roomLeft([...p.given, w])) continue;
          return fieldAnswer(w);
        }
      }
      return null;
    }
    case 'count': {
      let total = 0;
      for (const w of wordsOfLength(p.maxLength)) if (compatible([...p.given, w])) total++;
      return total > 0 ? fieldAnswer(total) : null;
    }
    case 'decode': {
      const word = decodeAllWays(p);
      return word === null ? null : fieldAnswer(word);
    }
    case 'word': {
      const fixed = p.given.reduce((sum, code, i) => sum + code.length * occurrences(p.word, p.letters[i]!), 0);
      const added = treeCost(
        p.given,
        p.letters.slice(p.given.length).map((l) => occurrences(p.word, l)),
      );
      return Number.isFinite(added) ? fieldAnswer(fixed + added) : null;
    }
  }
}

// ---------- draw ----------

/** A complete prefix code: start from the root and split random leaves until there are `count`. */
function completeCode(random: SeededRandom, count: number, maxDepth: number): string[] {
  let leaves = ['0', '1'];
  while (leaves.length < count) {
    const open = leaves.filter((leaf) => leaf.length < maxDepth);
    const leaf = random.pick(open);
    leaves = [...leaves.filter((l) => l !== leaf), `${leaf}0`, `${leaf}1`];
  }
  return random.shuffle(leaves);
}

function drawTotal(random: SeededRandom, difficulty: Difficulty): Total | null {
  const count = random.int(difficulty === 1 ? 4 : 5, difficulty === 1 ? 5 : difficulty === 2 ? 6 : 8);
  const letters = alphabet.slice(0, count);
  const givenCount = random.int(2, count - 2);
  const given: string[] = [];
  for (let tries = 0; given.length < givenCount && tries < 50; tries++) {
    const word = Array.from({ length: random.int(difficulty === 3 ? 1 : 2, difficulty === 1 ? 3 : 4) }, () => random.int(0, 1)).join('');
    if (compatible([...given, word])) given.push(word);
  }
  if (given.length < givenCount) return null;
  return { family: 'total', letters, given, ask: random.pick(['total', 'missing'] as const) };
}

function drawShortest(random: SeededRandom, difficulty: Difficulty): Shortest {
  const code = completeCode(random, random.int(5, difficulty === 1 ? 6 : difficulty === 2 ? 7 : 8), difficulty === 1 ? 3 : 4);
  // One removed word leaves one free node: the trap when other letters still need room.
  const given = code.slice(random.int(1, 2));
  const others = difficulty === 1 ? 0 : difficulty === 2 ? random.int(0, 1) : random.int(1, 2);
  return { family: 'shortest', letters: alphabet.slice(0, given.length + 1 + others), given, others };
}

function drawCount(random: SeededRandom, difficulty: Difficulty): Count | null {
  const code = completeCode(random, random.int(5, difficulty === 3 ? 8 : 6), difficulty === 1 ? 3 : 4);
  const given = code.slice(random.int(1, difficulty === 1 ? 2 : 3));
  const longest = Math.max(...given.map((w) => w.length));
  const maxLength = longest + random.int(difficulty === 1 ? 0 : 1, difficulty === 3 ? 3 : 1);
  // A free node deeper than the limit makes the limit matter for that branch: fine; only all-deep is not.
  if (freeNodes(given).every((node) => node.length > maxLength)) return null;
  return { family: 'count', letters: alphabet.slice(0, given.length), given, maxLength };
}

function drawDecode(random: SeededRandom, difficulty: Difficulty): Decode | null {
  const size = random.int(difficulty === 1 ? 4 : 5, difficulty === 1 ? 5 : 6);
  const codes = completeCode(random, size, 4);
  // Drop one word now and then: the code need not be complete.
  const used = random.next() < 0.3 ? codes.slice(1) : codes;
  const reverse = difficulty === 3;
  const final = reverse ? used.map((c) => [...c].reverse().join('')) : used;
  const letters = alphabet.slice(0, final.length);
  const length = random.int(difficulty === 1 ? 4 : 6, difficulty === 1 ? 6 : 10);
  const word = Array.from({ length }, () => random.int(0, letters.length - 1));
  const message = word.map((i) => final[i]).join('');
  const hex = difficulty === 2;
  // Whole hex digits, and a leading 1 so that reading the hex as a number loses no leading zeros.
  if (hex && (message.length % 4 !== 0 || message.startsWith('0'))) return null;
  return { family: 'decode', letters, codes: final, reverse, hex, message };
}

const weightedWords = ['КАРАКАТИЦА', 'ПАРАБОЛА', 'МАТЕМАТИКА', 'КОЛОКОЛА', 'БАРАБАН', 'ТАРАКАН', 'КАНАРЕЙКА', 'ПЕРЕПЕЛ', 'ВОДОВОРОТ', 'МОЛОКО', 'ДЕКАДА', 'КОЛОБОК', 'АБРАКАДАБРА', 'ПОПОКАТЕПЕТЛЬ', 'ОБОРОНОСПОСОБНОСТЬ', 'ПЕРЕСТРОЙКА', 'ЗАКАЗЧИК', 'ИНФОРМАТИКА'];

function drawWord(random: SeededRandom, difficulty: Difficulty): Word | null {
  const word = random.pick(weightedWords);
  const distinct = [...new Set(word)];
  if (difficulty === 1 ? distinct.length > 5 : difficulty === 2 ? distinct.length < 5 || distinct.length > 6 : distinct.length < 6 || distinct.length > 8) return null;
  const givenCount = difficulty === 1 ? random.int(1, 2) : random.int(2, 3);
  const rest = distinct.length - givenCount;
  if (rest < 2 || rest > 5) return null;
  const letters = random.shuffle(distinct);
  const given: string[] = [];
  for (let tries = 0; given.length < givenCount && tries < 50; tries++) {
    const code = Array.from({ length: random.int(difficulty === 1 ? 2 : 1, difficulty === 3 ? 4 : 3) }, () => random.int(0, 1)).join('');
    if (compatible([...given, code])) given.push(code);
  }
  if (given.length < givenCount || freeNodes(given).length === 0) return null;
  return { family: 'word', word, letters, given };
}

function draw(random: SeededRandom, difficulty: Difficulty): Params | null {
  const family = random.pick(['total', 'shortest', 'count', 'decode', 'word'] as const);
  if (family === 'total') return drawTotal(random, difficulty);
  if (family === 'shortest') return drawShortest(random, difficulty);
  if (family === 'count') return drawCount(random, difficulty);
  if (family === 'decode') return drawDecode(random, difficulty);
  return drawWord(random, difficulty);
}

// ---------- render ----------

const fano =
  'Для передачи используется двоичный код, удовлетворяющий условию Фано: никакое кодовое слово не является началом другого кодового слова. Это условие обеспечивает возможность однозначной расшифровки закодированных сообщений.';
const table = (letters: string[], codes: string[]) =>
  `<table><tr><th>Буква</th>${letters.map((l) => `<th>${l}</th>`).join('')}</tr><tr><td>Кодовое слово</td>${codes.map((c) => `<td>${c}</td>`).join('')}</tr></table>`;
const listOf = (items: string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]}`);
/** The given code words in a sentence; one word reads in the singular. */
const knownCodes = (letters: string[], codes: string[]) =>
  codes.length === 1
    ? `<p>Для буквы ${letters[0]} используется кодовое слово ${codes[0]}.</p>`
    : `<p>Для букв ${letters.join(', ')} используются такие кодовые слова: ${codes.map((code, i) => `${letters[i]} — ${code}`).join(', ')}.</p>`;
const pyList = (items: string[]) => `[${items.map((s) => `'${s}'`).join(', ')}]`;

function render(p: Params, value: string): { text: string; steps: string; python: string } {
  switch (p.family) {
    case 'total': {
      const rest = p.letters.slice(p.given.length);
      const text =
        `<p>По каналу связи передаются сообщения, содержащие только буквы ${p.letters.join(', ')}. ${fano}</p>` +
        knownCodes(p.letters.slice(0, p.given.length), p.given) +
        (p.ask === 'total'
          ? '<p>Укажите наименьшую возможную суммарную длину всех кодовых слов.</p>'
          : `<p>Укажите наименьшую возможную суммарную длину кодовых слов для ${rest.length === 1 ? 'буквы' : 'букв'} ${rest.join(', ')}.</p>`);
      const python =
        `given = ${pyList(p.given)}\nneed = ${rest.length}\n\n` +
        "def free_nodes(node=''):\n" +
        '    if any(node.startswith(w) for w in given):\n        return []\n' +
        '    if not any(w.startswith(node) for w in given):\n        return [len(node)]\n' +
        "    return free_nodes(node + '0') + free_nodes(node + '1')\n\n" +
        'unused = sorted(free_nodes())\nused = []\n' +
        'for _ in range(need):\n' +
        '    used.sort()\n' +
        "    take = unused[0] if unused else float('inf')\n" +
        "    split = used[0] + 2 if used else float('inf')\n" +
        '    if take <= split:\n        used.append(unused.pop(0))\n' +
        '    else:\n        d = used.pop(0)\n        used += [d + 1, d + 1]\n' +
        `print(${p.ask === 'total' ? 'sum(len(w) for w in given) + ' : ''}sum(used))\n`;
      const steps =
        '<p>Рисуем двоичное дерево кодовых слов: занятые вершины — данные слова; свободные — вершины, которые не лежат ни на пути к данным словам, ни под ними. Каждое новое слово занимает свободную вершину.</p>' +
        '<p>Слова добавляем по одному, каждый раз самым дешёвым ходом: занять самую неглубокую свободную вершину (длина слова — её глубина) или разделить самую короткую уже занятую вершину глубины d на две на уровень ниже (суммарная длина вырастет на d + 2). Второй ход бывает выгоднее: два слова длины 2 короче, чем одно слово длины 2 и одно длины 4.</p>' +
        `<p>Ответ: ${value}.</p>`;
      return { text, steps, python };
    }
    case 'shortest': {
      const known = p.letters.slice(0, p.given.length);
      const target = p.letters[p.given.length]!;
      const others = p.letters.slice(p.given.length + 1);
      const free = freeNodes(p.given).sort(byLengthThenValue);
      const text =
        `<p>По каналу связи передаются сообщения, содержащие только буквы ${p.letters.join(', ')}. ${fano}</p>` +
        `<p>Для букв ${known.join(', ')} используются такие кодовые слова:</p>${table(known, p.given)}` +
        `<p>Укажите кратчайшее возможное кодовое слово для буквы ${target}, при котором код будет удовлетворять условию Фано${others.length > 0 ? ` и останется возможность закодировать ${others.length === 1 ? 'букву' : 'буквы'} ${listOf(others)}` : ''}. Если таких кодовых слов несколько, укажите то из них, которое соответствует наименьшему возможному двоичному числу.</p>`;
      const python =
        `given = ${pyList(p.given)}\nothers = ${p.others}\n\n` +
        "def free_nodes(node=''):\n" +
        '    # nodes on no path to a given word and under none\n' +
        '    if any(node.startswith(w) for w in given):\n        return []\n' +
        '    if not any(w.startswith(node) for w in given):\n        return [node]\n' +
        "    return free_nodes(node + '0') + free_nodes(node + '1')\n\n" +
        'free = sorted(free_nodes(), key=lambda w: (len(w), w))\n' +
        "print(free[0] + '0' if others > 0 and len(free) == 1 else free[0])\n";
      const steps =
        `<p>Свободные вершины дерева — те, что не лежат ни на пути к данным словам, ни под ними: ${free.join(', ')}. Новое слово должно начинаться с одной из них.</p>` +
        (p.others > 0 && free.length === 1
          ? `<p>Свободная вершина одна, а место нужно ещё для ${others.length === 1 ? 'буквы' : 'букв'} ${listOf(others)}: занять её целиком нельзя, поэтому берём её потомка ${value}, а вершина ${free[0]}1 остаётся для остальных букв.</p>`
          : `<p>Берём самую короткую свободную вершину (при равной длине — с наименьшим значением)${p.others > 0 ? '; другие свободные вершины остаются для остальных букв' : ''}: ${value}.</p>`);
      return { text, steps, python };
    }
    case 'count': {
      const free = freeNodes(p.given).sort(byLengthThenValue);
      const text =
        `<p>По каналу связи передаются сообщения. ${fano}</p>` +
        `<p>Для букв ${p.letters.join(', ')} используются такие кодовые слова:</p>${table(p.letters, p.given)}` +
        `<p>Какое наибольшее количество новых букв можно дополнительно закодировать, если длина каждого нового кодового слова не больше ${p.maxLength}, а код по-прежнему должен удовлетворять условию Фано?</p>`;
      const python =
        `given = ${pyList(p.given)}\nL = ${p.maxLength}\n\n` +
        'count = 0\nfor v in range(2 ** L):\n' +
        "    w = format(v, '0' + str(L) + 'b')\n" +
        '    if not any(w.startswith(g) or g.startswith(w) for g in given):\n        count += 1\n' +
        'print(count)\n';
      const parts = free.filter((node) => node.length <= p.maxLength).map((node) => `2<sup>${p.maxLength - node.length}</sup>`);
      const steps =
        `<p>Новые слова начинаются со свободных вершин дерева: ${free.join(', ')}. Под свободной вершиной глубины d помещается не больше 2<sup>L − d</sup> слов длины не больше L (все слова длины L под ней), и столько можно взять.</p>` +
        `<p>Сумма по свободным вершинам глубины не больше ${p.maxLength}: ${parts.join(' + ')} = ${value}.</p>`;
      return { text, steps, python };
    }
    case 'decode': {
      const shown = p.hex ? hexOf(p.message) : p.message;
      const condition = p.reverse
        ? 'Код удовлетворяет обратному условию Фано: никакое кодовое слово не является окончанием другого кодового слова.'
        : 'Код удовлетворяет условию Фано: никакое кодовое слово не является началом другого кодового слова.';
      const text =
        `<p>Для кодирования некоторой последовательности, состоящей из букв ${p.letters.join(', ')}, используется неравномерный двоичный код:</p>${table(p.letters, p.codes)}` +
        `<p>${condition}</p>` +
        `<p>Закодированное сообщение ${p.hex ? 'записано в шестнадцатеричной системе счисления' : 'имеет вид'}: ${shown}.</p>` +
        `<p>Какое сообщение закодировано? В ответе запишите последовательность букв без пробелов и знаков препинания.</p>`;
      const python =
        `codes = {${p.codes.map((c, i) => `'${c}': '${p.letters[i]}'`).join(', ')}}\n` +
        (p.hex ? `bits = bin(int('${shown}', 16))[2:].zfill(${p.message.length})\n` : `bits = '${p.message}'\n`) +
        (p.reverse
          ? "out = ''\nwhile bits:\n    for c, letter in codes.items():\n        if bits.endswith(c):\n            out = letter + out\n            bits = bits[:-len(c)]\n            break\nprint(out)\n"
          : "out = ''\nwhile bits:\n    for c, letter in codes.items():\n        if bits.startswith(c):\n            out += letter\n            bits = bits[len(c):]\n            break\nprint(out)\n");
      const steps =
        (p.hex ? `<p>Переводим каждую шестнадцатеричную цифру в четыре двоичные: ${p.message}.</p>` : '') +
        (p.reverse
          ? '<p>Условие Фано здесь обратное — никакое слово не является окончанием другого, поэтому однозначно читать сообщение можно с конца: от конца строки отделяем единственное кодовое слово, которым она оканчивается, и повторяем.</p>'
          : '<p>По условию Фано начало строки совпадает ровно с одним кодовым словом: отделяем его, записываем букву и повторяем с остатком.</p>') +
        `<p>Сообщение: ${value}.</p>`;
      return { text, steps, python };
    }
    case 'word': {
      const known = p.letters.slice(0, p.given.length);
      const rest = p.letters.slice(p.given.length);
      const text =
        `<p>По каналу связи передаются сообщения, содержащие только буквы ${[...p.letters].sort().join(', ')}. ${fano}</p>` +
        knownCodes(known, p.given) +
        `<p>Какое наименьшее количество двоичных знаков потребуется для кодирования слова ${p.word}?</p>`;
      const fixedBits = p.given.reduce((sum, code, i) => sum + occurrences(p.word, known[i]!) * code.length, 0);
      const fixed = `${p.given.map((code, i) => `${occurrences(p.word, known[i]!)} · ${code.length}`).join(' + ')} = ${fixedBits} ${pluralRu(fixedBits, ['двоичный знак', 'двоичных знака', 'двоичных знаков'])}`;
      const python =
        `word = '${p.word}'\ngiven = {${p.given.map((code, i) => `'${known[i]}': '${code}'`).join(', ')}}\n` +
        `rest = ${pyList(rest)}\nweights = [word.count(c) for c in rest]\n` +
        'codes = list(given.values())\n\n' +
        'memo = {}\n' +
        'def free(depth, mask):\n' +
        '    # least cost of the letters in mask under a free node at this depth\n' +
        '    members = [i for i in range(len(rest)) if mask >> i & 1]\n' +
        '    if len(members) == 1:\n        return depth * weights[members[0]]\n' +
        '    if (depth, mask) not in memo:\n' +
        "        best = float('inf')\n        sub = (mask - 1) & mask\n" +
        '        while sub:\n            best = min(best, free(depth + 1, sub) + free(depth + 1, mask ^ sub))\n            sub = (sub - 1) & mask\n' +
        '        memo[(depth, mask)] = best\n' +
        '    return memo[(depth, mask)]\n\n' +
        'def cost(node, mask):\n' +
        '    if mask == 0:\n        return 0\n' +
        "    if any(node.startswith(c) for c in codes):\n        return float('inf')\n" +
        '    if not any(c.startswith(node) for c in codes):\n        return free(len(node), mask)\n' +
        "    best = float('inf')\n    sub = mask\n" +
        '    while True:\n' +
        "        best = min(best, cost(node + '0', sub) + cost(node + '1', mask ^ sub))\n" +
        '        if sub == 0:\n            break\n' +
        '        sub = (sub - 1) & mask\n' +
        '    return best\n\n' +
        'fixed = sum(word.count(c) * len(code) for c, code in given.items())\n' +
        'print(fixed + cost(\'\', (1 << len(rest)) - 1))\n';
      const steps =
        `<p>Считаем, сколько раз встречается каждая буква слова ${p.word}: ${p.letters.map((l) => `${l} — ${occurrences(p.word, l)}`).join(', ')}. Буквы с известными кодами (${known.join(', ')}) дают ${fixed}.</p>` +
        `<p>Для букв ${rest.join(', ')} остаются свободные вершины дерева: ${freeNodes(p.given).sort(byLengthThenValue).join(', ')}. Частые буквы должны получить короткие слова: перебираем, какие буквы в какую свободную вершину попадут, и внутри вершины строим оптимальный код (алгоритм Хаффмана — объединяем две самые редкие группы). Программа ниже считает то же точным перебором по дереву.</p>` +
        `<p>Наименьшая длина: ${value}.</p>`;
      return { text, steps, python };
    }
  }
}

export const type04Generator: TaskGenerator<Params> = {
  type: 4,
  // 2: five families (total length, shortest word, how many more letters, decoding, bits for a word).
  // 3: the 'word' solution's wording (the known letters' bits summed).
  version: 3,
  draw,
  solve,
  check,
  render(p, answer) {
    return { ...render(p, (answer as { value: string }).value), files: [] };
  },
};
