import type { SeededRandom } from '../../seeded-random';
import { type Difficulty, fieldAnswer, type GeneratedAnswer, type TaskGenerator } from '../../task-generator';

/**
 * Type 2: a fragment of three (or four) different rows of a function's truth table, some cells empty,
 * columns not named; which variable is in which column. Drawn again unless exactly one order fits.
 * Families (README ## 2): ones (F = 1 on every row), zeros (F = 0), mixed (the function's column holds
 * both values), distinct (the order is unique only because the rows are different). The solution
 * tries every order and every filling of the empty cells against the function's truth table; the
 * checker evaluates the formula on each order's full rows and matches the fragment's rows to them by
 * backtracking.
 */
type Node = { op: 'var'; v: number } | { op: 'not'; a: Node } | { op: 'and' | 'or' | 'imp' | 'eq'; a: Node; b: Node };
type Cell = 0 | 1 | null;
type Family = 'ones' | 'zeros' | 'mixed' | 'distinct';
type Params = { family: Family; formula: Node; rows: Cell[][]; values: (0 | 1)[] };

const names = ['x', 'y', 'z', 'w'];
const evaluate = (n: Node, v: readonly number[]): boolean => {
  switch (n.op) {
    case 'var':
      return v[n.v] === 1;
    case 'not':
      return !evaluate(n.a, v);
    case 'and':
      return evaluate(n.a, v) && evaluate(n.b, v);
    case 'or':
      return evaluate(n.a, v) || evaluate(n.b, v);
    case 'imp':
      return !evaluate(n.a, v) || evaluate(n.b, v);
    case 'eq':
      return evaluate(n.a, v) === evaluate(n.b, v);
  }
};

const symbol = { and: '∧', or: '∨', imp: '→', eq: '≡' } as const;
const pySymbol = { and: 'and', or: 'or', imp: '<=', eq: '==' } as const;
const html = (n: Node, top = true): string => {
  if (n.op === 'var') return `<i>${names[n.v]}</i>`;
  if (n.op === 'not') return `¬${html(n.a, false)}`;
  const inner = `${html(n.a, false)} ${symbol[n.op]} ${html(n.b, false)}`;
  return top ? inner : `(${inner})`;
};
const python = (n: Node): string => {
  if (n.op === 'var') return names[n.v]!;
  if (n.op === 'not') return `(not ${python(n.a)})`;
  return `(${python(n.a)} ${pySymbol[n.op]} ${python(n.b)})`;
};

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}
const orders = permutations([0, 1, 2, 3]);

/** F on the 16 sets of values, indexed by x·8 + y·4 + z·2 + w. */
const truthTable = (formula: Node): number[] => Array.from({ length: 16 }, (_, i) => Number(evaluate(formula, [(i >> 3) & 1, (i >> 2) & 1, (i >> 1) & 1, i & 1])));

/** The orders (order[c] = the variable in column c) for which some filling of the empty cells fits. */
function fittingOrders(p: Params, distinct = true): number[][] {
  const table = truthTable(p.formula);
  const blanks = p.rows.flatMap((row, r) => row.flatMap((cell, c) => (cell === null ? [[r, c] as const] : [])));
  const rows: number[][] = p.rows.map((row) => row.map((cell) => cell ?? 0));
  return orders.filter((order) => {
    const weight = order.map((variable) => 1 << (3 - variable));
    for (let mask = 0; mask < 1 << blanks.length; mask++) {
      blanks.forEach(([r, c], i) => (rows[r]![c] = (mask >> i) & 1));
      const indices = rows.map((row) => row.reduce((sum, bit, c) => sum + bit * weight[c]!, 0));
      if (distinct && new Set(indices).size !== indices.length) continue;
      if (indices.every((index, r) => table[index] === p.values[r])) return true;
    }
    return false;
  });
}

function solve(p: Params): GeneratedAnswer | null {
  const fitting = fittingOrders(p);
  return fitting.length === 1 ? fieldAnswer(fitting[0]!.map((v) => names[v]).join('')) : null;
}

function check(p: Params): GeneratedAnswer | null {
  const found: string[] = [];
  for (const order of orders) {
    // The full rows (in column order) with F's value on each.
    const full: { row: number[]; value: number }[] = [];
    for (let bits = 0; bits < 16; bits++) {
      const row = [3, 2, 1, 0].map((k) => (bits >> k) & 1);
      const v = [0, 0, 0, 0];
      order.forEach((variable, column) => (v[variable] = row[column]!));
      full.push({ row, value: Number(evaluate(p.formula, v)) });
    }
    const used = new Set<number>();
    const place = (r: number): boolean => {
      if (r === p.rows.length) return true;
      return full.some(({ row, value }, i) => {
        if (used.has(i) || value !== p.values[r] || !row.every((bit, c) => p.rows[r]![c] === null || p.rows[r]![c] === bit)) return false;
        used.add(i);
        const ok = place(r + 1);
        used.delete(i);
        return ok;
      });
    };
    if (place(0)) found.push(order.map((v) => names[v]).join(''));
  }
  return found.length === 1 ? fieldAnswer(found[0]!) : null;
}

const literal = (random: SeededRandom, v: number, negation: number): Node => (random.next() < negation ? { op: 'not', a: { op: 'var', v } } : { op: 'var', v });

/**
 * 1: (a ∘ b) ∘ (c ∘ d) without ≡; 2: with ≡ and a negated bracket now and then; 3: three brackets or a
 * nested one, a variable used twice (the shapes of the 2021–2026 exam: ((x → y) ∧ (y → w)) ∨ (z ≡ (x ∨ y))).
 */
function randomFormula(random: SeededRandom, difficulty: Difficulty): Node {
  const vars = random.shuffle([0, 1, 2, 3]).map((v) => literal(random, v, 0.3));
  const ops = difficulty === 1 ? (['and', 'or', 'imp'] as const) : (['and', 'or', 'imp', 'eq'] as const);
  const op = () => random.pick(ops);
  const group = (a: Node, b: Node): Node => {
    const node: Node = { op: op(), a, b };
    return difficulty > 1 && random.next() < 0.2 ? { op: 'not', a: node } : node;
  };
  if (difficulty < 3) return { op: op(), a: group(vars[0]!, vars[1]!), b: group(vars[2]!, vars[3]!) };
  const extra = literal(random, random.int(0, 3), 0.3);
  if (random.next() < 0.5) {
    const third = group(extra, literal(random, random.int(0, 3), 0.3));
    return { op: op(), a: { op: op(), a: group(vars[0]!, vars[1]!), b: group(vars[2]!, vars[3]!) }, b: third };
  }
  // ((a ∘ b) ∘ (c ∘ d)) with d replaced by a bracket (d ∘ e).
  return { op: op(), a: group(vars[0]!, vars[1]!), b: group(vars[2]!, group(vars[3]!, extra)) };
}

/** Some order of the columns can be unique: no exchange of variables keeps F, and F takes each value 3–13 times. */
function usable(formula: Node): boolean {
  const table = truthTable(formula);
  const ones = table.filter((bit) => bit === 1).length;
  if (ones < 3 || ones > 13) return false;
  return orders.slice(1).every((order) => table.some((bit, i) => table[order.reduce((sum, variable, k) => sum + (((i >> (3 - k)) & 1) << (3 - variable)), 0)] !== bit));
}

const rowWords = { 3: 'трёх', 4: 'четырёх' } as const;

const blanksWanted = { 1: 3, 2: 5, 3: 7 } as const;
const blanksAtLeast = { 1: 2, 2: 4, 3: 6 } as const;

function drawFamily(random: SeededRandom, difficulty: Difficulty, family: Family): Params | null {
  let formula = randomFormula(random, difficulty);
  for (let attempt = 0; !usable(formula); attempt++) {
    if (attempt === 50) return null;
    formula = randomFormula(random, difficulty);
  }
  const count = difficulty === 3 && random.next() < 0.4 ? 4 : 3;
  const order = random.shuffle([0, 1, 2, 3]);
  const full = Array.from({ length: 16 }, (_, bits) => {
    const row = [3, 2, 1, 0].map((k) => (bits >> k) & 1);
    const v = [0, 0, 0, 0];
    order.forEach((variable, column) => (v[variable] = row[column]!));
    return { row, value: Number(evaluate(formula, v)) as 0 | 1 };
  });
  const value = family === 'ones' ? 1 : family === 'zeros' ? 0 : random.pick([0, 1] as const);
  const pool = family === 'mixed' ? full : full.filter((r) => r.value === value);
  if (pool.length < count || (family !== 'mixed' && pool.length > 12)) return null;
  // Rows are picked one by one, each leaving as few fitting orders as it can (ties broken at random).
  const picked: { row: number[]; value: 0 | 1 }[] = [];
  const fragment = (rows: typeof picked): Params => ({ family, formula, rows: rows.map(({ row }) => row.map((bit) => bit as Cell)), values: rows.map((r) => r.value) });
  while (picked.length < count) {
    let candidates = random.shuffle(pool.filter((r) => !picked.includes(r)));
    if (family === 'mixed' && picked.length === count - 1 && picked.every((r) => r.value === picked[0]!.value)) candidates = candidates.filter((r) => r.value !== picked[0]!.value);
    let best: (typeof picked)[number] | undefined;
    let fewest = Infinity;
    for (const candidate of candidates) {
      const fitting = fittingOrders(fragment([...picked, candidate])).length;
      if (fitting < fewest) [best, fewest] = [candidate, fitting];
    }
    if (best === undefined) return null;
    picked.push(best);
  }
  const p = fragment(picked);
  if (solve(p) === null) return null;
  // Cells are emptied one by one as long as the order stays the only one that fits.
  const wanted = blanksWanted[difficulty] + (count === 4 ? 1 : 0);
  let blanks = wanted;
  for (const k of random.shuffle(Array.from({ length: 4 * count }, (_, i) => i))) {
    if (blanks === 0) break;
    const row = p.rows[Math.floor(k / 4)]!;
    const kept = row[k % 4]!;
    row[k % 4] = null;
    if (solve(p) === null) row[k % 4] = kept;
    else blanks--;
  }
  // Too few cells could be emptied: the task would be easier than its difficulty.
  if (wanted - blanks < blanksAtLeast[difficulty]) return null;
  // 'distinct': without «различных» another order would fit as well.
  if (family === 'distinct' && fittingOrders(p, false).length < 2) return null;
  return p;
}

export const type02Generator: TaskGenerator<Params> = {
  type: 2,
  // 2: four families (ones, zeros, mixed, distinct), four rows and richer formulas at difficulty 3, the exam's example.
  version: 2,
  draw(random: SeededRandom, difficulty: Difficulty) {
    return drawFamily(random, difficulty, random.pick(['ones', 'zeros', 'mixed', 'distinct'] as const));
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const count = p.rows.length as 3 | 4;
    const head = '<tr><th>Переменная 1</th><th>Переменная 2</th><th>Переменная 3</th><th>Переменная 4</th><th>Функция</th></tr>';
    const body = p.rows.map((row, r) => `<tr>${row.map((cell) => `<td>${cell ?? ''}</td>`).join('')}<td>${p.values[r]}</td></tr>`).join('');
    const example =
      '<p>Пример. Пусть задано выражение <i>x</i> → <i>y</i>, зависящее от двух переменных <i>x</i> и <i>y</i>, и фрагмент таблицы истинности:</p>' +
      '<table><thead><tr><th>Переменная 1</th><th>Переменная 2</th><th>Функция</th></tr></thead><tbody><tr><td>0</td><td>1</td><td>0</td></tr></tbody></table>' +
      '<p>Тогда первому столбцу соответствует переменная <i>y</i>, а второму столбцу — переменная <i>x</i>. В ответе нужно написать: <i>yx</i>.</p>';
    const text =
      `<p>Миша заполнял таблицу истинности логической функции F</p><p style="text-align:center">${html(p.formula)},</p>` +
      `<p>но успел заполнить лишь фрагмент из ${rowWords[count]} различных её строк, даже не указав, какому столбцу таблицы соответствует каждая из переменных <i>x</i>, <i>y</i>, <i>z</i>, <i>w</i>.</p>` +
      `<table><thead>${head}</thead><tbody>${body}</tbody></table>` +
      '<p>Определите, какому столбцу таблицы соответствует каждая из переменных <i>x</i>, <i>y</i>, <i>z</i>, <i>w</i>.</p>' +
      '<p>В ответе напишите буквы <i>x</i>, <i>y</i>, <i>z</i>, <i>w</i> в том порядке, в котором идут соответствующие им столбцы (сначала буква, соответствующая первому столбцу; затем буква, соответствующая второму столбцу, и т. д.). Буквы в ответе пишите подряд, никаких разделителей между буквами ставить не нужно.</p>' +
      example;
    const fragment = p.rows.map((row, r) => `((${row.map((cell) => (cell === null ? 'None' : String(cell))).join(', ')}), ${p.values[r]})`).join(',\n            ');
    const code =
      'from itertools import permutations, product\n\n' +
      `def F(x, y, z, w):\n    return ${python(p.formula)}\n\n` +
      `fragment = [${fragment}]\n` +
      'blanks = sum(row.count(None) for row, f in fragment)\n' +
      "for order in permutations('xyzw'):\n" +
      '    for fill in product([0, 1], repeat=blanks):\n' +
      '        it = iter(fill)\n' +
      '        rows = [tuple(next(it) if c is None else c for c in row) for row, f in fragment]\n' +
      '        if len(set(rows)) == len(rows) and all(F(**dict(zip(order, row))) == f for row, (_, f) in zip(rows, fragment)):\n' +
      "            print(''.join(order))\n" +
      '            break\n';
    const distinctNote =
      p.family === 'distinct'
        ? '<p>Здесь важно, что строки фрагмента различны: если разрешить заполнить пустые клетки так, чтобы две строки совпали, подошёл бы и другой порядок столбцов.</p>'
        : '';
    const steps =
      `<p>Перебираем все 24 способа сопоставить переменные столбцам и все способы заполнить пустые клетки нулями и единицами. Подходит тот порядок, при котором строки фрагмента различны и функция на каждой из них равна значению из столбца «Функция».</p>${distinctNote}` +
      `<p>Импликацию в Python записываем как <code>a &lt;= b</code>, эквивалентность — как <code>a == b</code>. Единственный подходящий порядок: ${value}.</p>`;
    return { text, files: [], steps, python: code };
  },
};
