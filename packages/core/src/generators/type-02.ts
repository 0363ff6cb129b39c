import type { SeededRandom } from './seeded-random';
import { type Difficulty, fieldAnswer, type GeneratedAnswer, type TaskGenerator } from './task-generator';

/**
 * Type 2: a fragment of three different rows of a function's truth table, some cells empty, columns
 * not named; which variable is in which column. Drawn again unless exactly one order fits. The
 * solution tries every order and every filling of the empty cells; the checker builds each order's
 * rows where F has the shown value and matches the fragment's rows to them by backtracking.
 */
type Node = { op: 'var'; v: number } | { op: 'not'; a: Node } | { op: 'and' | 'or' | 'imp' | 'eq'; a: Node; b: Node };
type Cell = 0 | 1 | null;
type Params = { formula: Node; rows: Cell[][]; value: 0 | 1 };

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

/** order[c] = the variable in column c. */
function fits(p: Params, order: number[]): boolean {
  const blanks = p.rows.flatMap((row, r) => row.flatMap((cell, c) => (cell === null ? [[r, c] as const] : [])));
  for (let mask = 0; mask < 1 << blanks.length; mask++) {
    const rows: number[][] = p.rows.map((row) => row.map((cell) => cell ?? 0));
    blanks.forEach(([r, c], i) => (rows[r]![c] = (mask >> i) & 1));
    if (new Set(rows.map((row) => row.join(''))).size !== rows.length) continue;
    const ok = rows.every((row) => {
      const v = [0, 0, 0, 0];
      order.forEach((variable, column) => (v[variable] = row[column]!));
      return Number(evaluate(p.formula, v)) === p.value;
    });
    if (ok) return true;
  }
  return false;
}

function solve(p: Params): GeneratedAnswer | null {
  const fitting = orders.filter((order) => fits(p, order));
  return fitting.length === 1 ? fieldAnswer(fitting[0]!.map((v) => names[v]).join('')) : null;
}

function check(p: Params): GeneratedAnswer | null {
  const found: string[] = [];
  for (const order of orders) {
    // The full rows (in column order) on which F takes the shown value.
    const candidates: number[][] = [];
    for (let bits = 0; bits < 16; bits++) {
      const row = [3, 2, 1, 0].map((k) => (bits >> k) & 1);
      const v = [0, 0, 0, 0];
      order.forEach((variable, column) => (v[variable] = row[column]!));
      if (Number(evaluate(p.formula, v)) === p.value) candidates.push(row);
    }
    const used = new Set<number>();
    const place = (r: number): boolean => {
      if (r === p.rows.length) return true;
      return candidates.some((row, i) => {
        if (used.has(i) || !row.every((bit, c) => p.rows[r]![c] === null || p.rows[r]![c] === bit)) return false;
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

function randomFormula(random: SeededRandom, difficulty: Difficulty): Node {
  const vars = random.shuffle([0, 1, 2, 3]).map((v): Node => (random.next() < 0.3 ? { op: 'not', a: { op: 'var', v } } : { op: 'var', v }));
  const op = () => random.pick(difficulty === 1 ? (['and', 'or', 'imp'] as const) : (['and', 'or', 'imp', 'eq'] as const));
  const left: Node = { op: op(), a: vars[0]!, b: vars[1]! };
  const right: Node = { op: op(), a: vars[2]!, b: vars[3]! };
  return { op: op(), a: left, b: right };
}

export const type02Generator: TaskGenerator<Params> = {
  type: 2,
  version: 1,
  draw(random: SeededRandom, difficulty: Difficulty) {
    const formula = randomFormula(random, difficulty);
    const value = random.pick([0, 1] as const);
    const order = random.shuffle([0, 1, 2, 3]);
    const rows: number[][] = [];
    for (let bits = 0; bits < 16; bits++) {
      const row = [3, 2, 1, 0].map((k) => (bits >> k) & 1);
      const v = [0, 0, 0, 0];
      order.forEach((variable, column) => (v[variable] = row[column]!));
      if (Number(evaluate(formula, v)) === value) rows.push(row);
    }
    if (rows.length < 3 || rows.length > 12) return null;
    const picked = random.shuffle(rows).slice(0, 3);
    const cells: Cell[][] = picked.map((row) => row.map((bit) => bit as Cell));
    if (solve({ formula, rows: cells, value }) === null) return null;
    // Cells are emptied one by one as long as the order stays the only one that fits.
    let blanks = difficulty === 1 ? 3 : difficulty === 2 ? 5 : 6;
    for (const k of random.shuffle(Array.from({ length: 12 }, (_, i) => i))) {
      if (blanks === 0) break;
      const kept = cells[Math.floor(k / 4)]![k % 4]!;
      cells[Math.floor(k / 4)]![k % 4] = null;
      if (solve({ formula, rows: cells, value }) === null) cells[Math.floor(k / 4)]![k % 4] = kept;
      else blanks--;
    }
    return { formula, rows: cells, value };
  },
  solve,
  check,
  render(p, answer) {
    const value = (answer as { value: string }).value;
    const head = '<tr><th>Переменная 1</th><th>Переменная 2</th><th>Переменная 3</th><th>Переменная 4</th><th>Функция</th></tr>';
    const body = p.rows.map((row) => `<tr>${row.map((cell) => `<td>${cell ?? ''}</td>`).join('')}<td>${p.value}</td></tr>`).join('');
    const text =
      `<p>Миша заполнял таблицу истинности логической функции F</p><p style="text-align:center">${html(p.formula)},</p>` +
      '<p>но успел заполнить лишь фрагмент из трёх различных её строк, даже не указав, какому столбцу таблицы соответствует каждая из переменных <i>x</i>, <i>y</i>, <i>z</i>, <i>w</i>.</p>' +
      `<table><thead>${head}</thead><tbody>${body}</tbody></table>` +
      '<p>Определите, какому столбцу таблицы соответствует каждая из переменных <i>x</i>, <i>y</i>, <i>z</i>, <i>w</i>.</p>' +
      '<p>В ответе напишите буквы <i>x</i>, <i>y</i>, <i>z</i>, <i>w</i> в том порядке, в котором идут соответствующие им столбцы (сначала буква, соответствующая первому столбцу; затем буква, соответствующая второму столбцу, и т. д.). Буквы в ответе пишите подряд, никаких разделителей между буквами ставить не нужно.</p>';
    const fragment = p.rows.map((row) => `(${row.map((cell) => (cell === null ? 'None' : String(cell))).join(', ')})`).join(', ');
    const code =
      'from itertools import permutations, product\n\n' +
      `def F(x, y, z, w):\n    return ${python(p.formula)}\n\n` +
      `fragment = [${fragment}]\n` +
      'blanks = sum(row.count(None) for row in fragment)\n' +
      'for order in permutations(\'xyzw\'):\n' +
      '    for fill in product([0, 1], repeat=blanks):\n' +
      '        it = iter(fill)\n' +
      '        rows = [tuple(next(it) if c is None else c for c in row) for row in fragment]\n' +
      '        if len(set(rows)) == 3 and all(F(**dict(zip(order, row))) == ' + String(p.value) + ' for row in rows):\n' +
      "            print(''.join(order))\n" +
      '            break\n';
    const steps =
      '<p>Перебираем все 24 способа сопоставить переменные столбцам и все способы заполнить пустые клетки нулями и единицами. Подходит тот порядок, при котором строки фрагмента различны и функция на каждой из них равна значению из таблицы.</p>' +
      `<p>Импликацию в Python записываем как <code>a &lt;= b</code>, эквивалентность — как <code>a == b</code>. Единственный подходящий порядок: ${value}.</p>`;
    return { text, files: [], steps, python: code };
  },
};
