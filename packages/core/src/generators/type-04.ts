import type { SeededRandom } from './seeded-random';
import { fieldAnswer, type Difficulty, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 4: a prefix (Fano) binary code with some code words given; the least total length of the
 * code words of all letters. The solution adds words one at a time by the cheapest move; the
 * checker solves it exactly by a dynamic programme over the code tree.
 */
type Params = { letters: string[]; given: string[]; ask: 'total' | 'missing' };

const alphabet = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З'];
const isPrefix = (a: string, b: string) => b.startsWith(a);
const compatible = (words: string[]) => words.every((a, i) => words.every((b, j) => i === j || !isPrefix(a, b)));

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

/**
 * Word by word, the cheaper of two moves: take the shallowest free node (its depth), or split the
 * shallowest node already holding a word into two one level down (depth + 2 in all). Taking free
 * nodes only is not enough: two words under a shallow node can beat one deep free node.
 */
function solve(p: Params): GeneratedAnswer | null {
  const need = p.letters.length - p.given.length;
  const unused = freeNodes(p.given).map((node) => node.length).sort((a, b) => a - b);
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
  const added = used.reduce((sum, d) => sum + d, 0);
  const givenLength = p.given.reduce((sum, word) => sum + word.length, 0);
  return fieldAnswer(p.ask === 'total' ? givenLength + added : added);
}

/**
 * The checker: an exact dynamic programme over the code tree. cost(node, k) is the least total
 * length of k new words placed under the node: a node under a given word takes none, a free node
 * takes one word itself or splits them between its two children, and so does a node on the way to
 * given words (which cannot take a word itself).
 */
function check(p: Params): GeneratedAnswer | null {
  const need = p.letters.length - p.given.length;
  const free = new Map<string, number>();
  const freeCost = (depth: number, k: number): number => {
    if (k === 0) return 0;
    if (k === 1) return depth;
    const key = `${depth}:${k}`;
    const known = free.get(key);
    if (known !== undefined) return known;
    let best = Infinity;
    for (let i = 1; i < k; i++) best = Math.min(best, freeCost(depth + 1, i) + freeCost(depth + 1, k - i));
    free.set(key, best);
    return best;
  };
  const cost = (node: string, k: number): number => {
    if (p.given.some((word) => node.startsWith(word))) return k === 0 ? 0 : Infinity;
    if (!p.given.some((word) => word.startsWith(node))) return freeCost(node.length, k);
    let best = Infinity;
    for (let i = 0; i <= k; i++) best = Math.min(best, cost(`${node}0`, i) + cost(`${node}1`, k - i));
    return best;
  };
  const added = cost('', need);
  if (!Number.isFinite(added)) return null;
  const givenLength = p.given.reduce((sum, word) => sum + word.length, 0);
  return fieldAnswer(p.ask === 'total' ? givenLength + added : added);
}

export const type04Generator: TaskGenerator<Params> = {
  type: 4,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const count = random.int(difficulty === 1 ? 4 : 5, difficulty === 3 ? 8 : 6);
    const letters = alphabet.slice(0, count);
    const givenCount = random.int(2, count - 2);
    const given: string[] = [];
    for (let tries = 0; given.length < givenCount && tries < 50; tries++) {
      const word = Array.from({ length: random.int(2, 4) }, () => random.int(0, 1)).join('');
      if (compatible([...given, word])) given.push(word);
    }
    if (given.length < givenCount) return null;
    return { letters, given, ask: random.pick(['total', 'missing'] as const) };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const known = p.given.map((word, i) => `${p.letters[i]} — ${word}`).join(', ');
    const rest = p.letters.slice(p.given.length);
    const text =
      `<p>По каналу связи передаются сообщения, содержащие только буквы ${p.letters.join(', ')}. Для передачи используется двоичный код, удовлетворяющий условию Фано: никакое кодовое слово не является началом другого кодового слова. Это условие обеспечивает возможность однозначной расшифровки закодированных сообщений.</p>` +
      `<p>Для букв ${p.letters.slice(0, p.given.length).join(', ')} используются такие кодовые слова: ${known}.</p>` +
      (p.ask === 'total'
        ? `<p>Укажите наименьшую возможную суммарную длину всех кодовых слов.</p>`
        : `<p>Укажите наименьшую возможную суммарную длину кодовых слов для ${rest.length === 1 ? 'буквы' : 'букв'} ${rest.join(', ')}.</p>`);
    const python =
      `given = ${JSON.stringify(p.given).replace(/,/g, ', ')}\nneed = ${rest.length}\n\n` +
      'def free_nodes(node=\'\'):\n' +
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
    return { text, files: [], steps, python };
  },
};
