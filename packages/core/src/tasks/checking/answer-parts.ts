import { defaultTableShapes } from './answer-layout';

export type TableShape = readonly [rows: number, cols: number];
type Cell = readonly [row: number, col: number];

/** How a two-part task is scored in one table shape: which cells make each part. */
export type PartsRule = { shape: TableShape; form: string; parts: readonly { name: string; cells: readonly Cell[] }[] };

/**
 * The shapes the part-credit types (EXAM.md: 26 and 27 give 1 point per right part) are scored in,
 * one per exam form. Teachers import variants of past years, so every form of the last years keeps
 * its own layout; a shape not listed has no parts to score and is refused at import and upload.
 */
export const partsRules: Readonly<Partial<Record<number, readonly PartsRule[]>>> = {
  26: [
    {
      shape: [1, 2],
      form: 'два числа в одной строке',
      parts: [
        { name: 'Часть 1', cells: [[0, 0]] },
        { name: 'Часть 2', cells: [[0, 1]] },
      ],
    },
  ],
  27: [
    {
      shape: [1, 2],
      form: 'форма 2021–2024 годов: число для файла A, затем для файла B',
      parts: [
        { name: 'Файл A', cells: [[0, 0]] },
        { name: 'Файл B', cells: [[0, 1]] },
      ],
    },
    {
      shape: [2, 2],
      form: 'форма 2025–2026 годов: строка 1 — файл A, строка 2 — файл B',
      parts: [
        { name: 'Файл A', cells: [[0, 0], [0, 1]] },
        { name: 'Файл B', cells: [[1, 0], [1, 1]] },
      ],
    },
  ],
};

/** The rule of a part-credit type in this shape; null for a type scored as a whole, or a shape with no rule. */
export function partsRuleOf(type: number, shape: TableShape): PartsRule | null {
  return partsRules[type]?.find((rule) => sameShape(rule.shape, shape)) ?? null;
}

export type PartsShapeCheck = { ok: true; table_shape: [number, number] | null } | { ok: false; message: string };

/**
 * The table shape a task is stored with, once its answer is known to be scorable in it. A task 27
 * with no shape of its own whose answer is one row of two numbers is the 2021–2024 form, as the old
 * collections print it, and is stored as 1×2 rather than served as a 2×2 it could never fill.
 * Types scored as a whole pass as they are.
 */
export function checkPartsShape(type: number, rows: readonly (readonly string[])[], own: TableShape | null): PartsShapeCheck {
  const rules = partsRules[type];
  const stored = own ? ([own[0], own[1]] as [number, number]) : null;
  if (!rules) return { ok: true, table_shape: stored };
  const fallback = defaultTableShapes[type] ?? rules[0]!.shape;
  const oneRow: TableShape = [1, 2];
  const oldForm = !sameShape(fallback, oneRow) && rules.some((rule) => sameShape(rule.shape, oneRow)) && fillsExactly(rows, oneRow);
  const inferred = stored ?? (oldForm ? ([1, 2] as [number, number]) : null);
  const shape: TableShape = inferred ?? fallback;
  const rule = partsRuleOf(type, shape);
  const described = (r: PartsRule) => `${r.shape[0]}×${r.shape[1]} (${r.form})`;
  if (!rule) {
    return { ok: false, message: `Задание ${type} проверяется по частям в таблице ${rules.map(described).join(' или ')}, а не ${shape[0]}×${shape[1]}` };
  }
  if (!fits(rows, shape)) return { ok: false, message: `Ответ не помещается в таблицу ${shape[0]}×${shape[1]}` };
  // A part with no filled cell could never be solved, and the task never give its full points.
  const empty = rule.parts.filter((part) => !part.cells.some(([r, c]) => filled(rows[r]?.[c])));
  if (empty.length > 0) {
    const other = rules.find((r) => r !== rule && fillsExactly(rows, r.shape));
    const hint = other ? `; или выберите таблицу ${described(other)}` : '';
    const names = empty.map((part) => `«${part.name}»`).join(', ');
    return { ok: false, message: `Задание ${type} в таблице ${described(rule)}: нет ответа для ${empty.length > 1 ? 'частей' : 'части'} ${names}${hint}` };
  }
  return { ok: true, table_shape: inferred };
}

function sameShape(a: TableShape, b: TableShape): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function filled(cell: string | undefined): boolean {
  return cell !== undefined && cell.trim() !== '';
}

/** No filled cell outside the shape. */
function fits(rows: readonly (readonly string[])[], [height, width]: TableShape): boolean {
  return rows.every((row, r) => row.every((cell, c) => !filled(cell) || (r < height && c < width)));
}

/** Every cell of the shape filled and none outside it. */
function fillsExactly(rows: readonly (readonly string[])[], shape: TableShape): boolean {
  const [height, width] = shape;
  if (!fits(rows, shape)) return false;
  for (let r = 0; r < height; r += 1) for (let c = 0; c < width; c += 1) if (!filled(rows[r]?.[c])) return false;
  return true;
}
