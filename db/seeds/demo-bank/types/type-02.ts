/**
 * Type 2: a logical function F, and a fragment of its truth table with some cells empty and the
 * columns unlabeled; find which variable stands in which column. The expression is parsed from the
 * very string the student sees, and `solve()` tries every column order and every filling of the
 * empty cells (rows of the fragment must stay distinct), requiring exactly one order to fit.
 */
import type { DemoAnswer, DemoTask } from '../demo-task';

const field = (value: string | number): DemoAnswer => ({ kind: 'field', value: String(value) });

type Env = Record<string, boolean>;
type Expr = (env: Env) => boolean;

/** Precedence as in the exam: ¬, then ∧, ∨, →, and ≡ last. Binary operators associate left. */
export function parseLogic(source: string): { eval: Expr; vars: string[] } {
  const tokens = source.replace(/\s+/g, '').split('');
  const vars = new Set<string>();
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (t?: string): string => {
    const tok = tokens[pos++];
    if (tok === undefined || (t !== undefined && tok !== t)) throw new Error(`parseLogic: expected ${t ?? 'token'} at ${pos} in ${source}`);
    return tok;
  };
  const levels: [string, (a: boolean, b: boolean) => boolean][] = [
    ['≡', (a, b) => a === b],
    ['→', (a, b) => !a || b],
    ['∨', (a, b) => a || b],
    ['∧', (a, b) => a && b],
  ];
  const binary = (level: number): Expr => {
    if (level === levels.length) return unary();
    const [op, fn] = levels[level] as [string, (a: boolean, b: boolean) => boolean];
    let left = binary(level + 1);
    while (peek() === op) {
      take();
      const l = left;
      const r = binary(level + 1);
      left = (env) => fn(l(env), r(env));
    }
    return left;
  };
  const unary = (): Expr => {
    const tok = take();
    if (tok === '¬') {
      const inner = unary();
      return (env) => !inner(env);
    }
    if (tok === '(') {
      const inner = binary(0);
      take(')');
      return inner;
    }
    if (!/^[a-z]$/.test(tok)) throw new Error(`parseLogic: unexpected ${tok} in ${source}`);
    vars.add(tok);
    return (env) => {
      const v = env[tok];
      if (v === undefined) throw new Error(`parseLogic: no value for ${tok}`);
      return v;
    };
  };
  const expr = binary(0);
  if (pos !== tokens.length) throw new Error(`parseLogic: trailing input in ${source}`);
  return { eval: expr, vars: [...vars].sort() };
}

/** A fragment row: cells 0/1 or null (empty), and the value of F in that row. */
export type FragmentRow = { cells: (0 | 1 | null)[]; f: 0 | 1 };

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/** Every column order (as a string of variable names) under which the fragment can be completed. */
export function fittingOrders(source: string, rows: FragmentRow[]): string[] {
  const { eval: f, vars } = parseLogic(source);
  const fits: string[] = [];
  for (const order of permutations(vars)) {
    // For each row, the completions (as bit strings) that give the required F.
    const options = rows.map((row) => {
      const blanks = row.cells.flatMap((c, i) => (c === null ? [i] : []));
      const out: string[] = [];
      for (let mask = 0; mask < 1 << blanks.length; mask++) {
        const bits = row.cells.map((c) => c ?? 0);
        blanks.forEach((col, k) => (bits[col] = ((mask >> k) & 1) as 0 | 1));
        const env: Env = Object.fromEntries(order.map((v, i) => [v, bits[i] === 1]));
        if (Number(f(env)) === row.f) out.push(bits.join(''));
      }
      return out;
    });
    // The rows of a truth table fragment are distinct: look for a choice with no repeats.
    const chosen = new Set<string>();
    const pick = (k: number): boolean => {
      if (k === options.length) return true;
      for (const o of options[k] ?? []) {
        if (chosen.has(o)) continue;
        chosen.add(o);
        if (pick(k + 1)) return true;
        chosen.delete(o);
      }
      return false;
    };
    if (pick(0)) fits.push(order.join(''));
  }
  return fits;
}

function fragmentHtml(rows: FragmentRow[]): string {
  const width = rows[0]?.cells.length ?? 0;
  const head = `<tr>${'<td>?</td>'.repeat(width)}<td>F</td></tr>`;
  const body = rows.map((r) => `<tr>${r.cells.map((c) => `<td>${c ?? ''}</td>`).join('')}<td>${r.f}</td></tr>`);
  return `<table>${head}${body.join('')}</table>`;
}

/** Rows written compactly: '1.0.' is 1, empty, 0, empty; the last char after ':' is F. */
function rowsOf(spec: string[]): FragmentRow[] {
  return spec.map((s) => {
    const [cells = '', f = ''] = s.split(':');
    return { cells: [...cells].map((c) => (c === '.' ? null : (Number(c) as 0 | 1))), f: Number(f) as 0 | 1 };
  });
}

function makeTask(key: string, difficulty: 1 | 2 | 3, expression: string, spec: string[], answer: string): DemoTask {
  const rows = rowsOf(spec);
  const { vars } = parseLogic(expression);
  const letters = vars.join(', ');
  return {
    key,
    type: 2,
    difficulty,
    text:
      `<p>Миша заполнял таблицу истинности логической функции F</p><p>${expression}</p>` +
      `<p>но успел заполнить лишь фрагмент из ${rows.length} различных её строк, даже не указав, какому столбцу таблицы ` +
      `соответствует каждая из переменных ${letters}.</p>${fragmentHtml(rows)}` +
      '<p>Определите, какому столбцу таблицы соответствует каждая из переменных. В ответе напишите буквы ' +
      `${letters} в том порядке, в котором идут соответствующие им столбцы (сначала буква, соответствующая первому столбцу, ` +
      'затем — второму и т. д.). Буквы в ответе пишите подряд, никаких разделителей между буквами ставить не нужно.</p>',
    answer: field(answer),
    solve() {
      const fits = fittingOrders(expression, rows);
      if (fits.length !== 1) throw new Error(`${key}: ${fits.length} column orders fit (${fits.join(', ')})`);
      return field(fits[0] ?? '');
    },
  };
}

export const type02Tasks: DemoTask[] = [
  makeTask('t02-1', 1, '(x → y) ∧ ¬z', ['.01:1', '000:1', '00.:1'], 'xzy'),
  makeTask('t02-2', 2, '(x ∧ ¬y) ∨ (y ≡ z) ∨ ¬w', ['.11.:0', '..10:0', '..00:0'], 'zwyx'),
  makeTask('t02-3', 2, '((x → y) ∧ (y → w)) ∨ (z ≡ (x ∨ y))', ['..1.:0', '1.1.:0', '000.:0'], 'wzxy'),
  makeTask('t02-4', 3, '(w → y) ∧ ((x ∧ ¬z) ≡ (y ∨ w))', ['.11.:1', '11.1:1', '...1:1'], 'wxzy'),
  makeTask('t02-5', 3, '((x ∨ y) → z) ∧ (w → ¬x)', ['101.:1', '.0.0:0', '011.:1', '.000:0'], 'xwyz'),
];
