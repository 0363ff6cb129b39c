import { answerLayoutOf } from './answer-layout';
import { partsRuleOf, type PartsRule } from './answer-parts';
import { examPointsOf, maxPointsOf } from '../scoring/exam-points';
import { normalizeCell, normalizeTable } from './normalize-answer';

export type CheckableTask = {
  type: number;
  answer_type: 'field' | 'table';
  answer: string | null;
  answer_rows: string[][] | null;
  /** The task's own table, null for its type's: the parts of 26 and 27 are read by it. */
  table_shape: readonly [number, number] | null;
};

export type SubmittedAnswer = {
  user_answer?: string | null;
  user_table_answer?: string[][] | null;
};

export type AnswerVerdict = {
  /** Nothing but whitespace was sent; the caller refuses it with 'Ответ не может быть пустым'. */
  empty: boolean;
  is_correct: boolean;
  solved_parts: boolean[] | null;
  feedback_parts: string[] | null;
  points: number;
  max_points: number;
};

type Table = readonly (readonly string[])[];

export function checkAnswer(task: CheckableTask, submitted: SubmittedAnswer): AnswerVerdict {
  const max_points = maxPointsOf(task.type);
  const givenField = submitted.user_answer ?? '';
  const givenTable = submitted.user_table_answer ?? [];
  const hasField = normalizeCell(givenField) !== '';
  const hasTable = !isBlankTable(givenTable);
  if (!hasField && !hasTable) {
    return { empty: true, is_correct: false, solved_parts: null, feedback_parts: null, points: 0, max_points };
  }

  // Each side is read in the task's own form; an answer sent in the other form is converted to it.
  // A task served as a table is checked as one even when its key was typed as text.
  const layout = answerLayoutOf(task.type, task.table_shape);
  if (layout.kind === 'table' || task.answer_type === 'table') {
    const expected = isBlankTable(task.answer_rows ?? []) ? rowsOfText(task.answer ?? '') : (task.answer_rows ?? []);
    const given = hasTable ? givenTable : rowsOfText(givenField);
    const rule = layout.kind === 'table' ? partsRuleOf(task.type, [layout.rows, layout.cols]) : null;
    // A two-part task in a shape with no rule (stored before shapes were checked) is right or wrong as a whole.
    if (rule) return checkParts(task.type, rule, expected, given, max_points);
    return wholeVerdict(task.type, tablesMatch(expected, given), max_points);
  }
  const expected = normalizeCell(task.answer ?? '') || filledCellsOf(task.answer_rows ?? []);
  const given = hasField ? normalizeCell(givenField) : filledCellsOf(givenTable);
  return wholeVerdict(task.type, expected !== '' && given === expected, max_points);
}

/**
 * Task 26 (two numbers) and 27 (file A and file B): each part is the cells the shape's rule gives it,
 * right when every one of them is. Task 26 also counts the two numbers in each other's places.
 */
function checkParts(type: number, rule: PartsRule, expected: Table, given: Table, max_points: number): AnswerVerdict {
  const want = normalizeTable(expected);
  const got = normalizeTable(given);
  const cellOf = (rows: Table, [row, col]: readonly [number, number]) => rows[row]?.[col] ?? '';
  const valuesOf = (rows: Table, index: number) => rule.parts[index]!.cells.map((cell) => cellOf(rows, cell)).join(' ');
  const solved_parts = rule.parts.map(
    (part) => part.cells.some((cell) => cellOf(want, cell) !== '') && part.cells.every((cell) => cellOf(got, cell) === cellOf(want, cell)),
  );
  const swapped =
    type === 26 &&
    !solved_parts.some(Boolean) &&
    valuesOf(want, 0) !== '' &&
    valuesOf(want, 1) !== '' &&
    valuesOf(got, 0) === valuesOf(want, 1) &&
    valuesOf(got, 1) === valuesOf(want, 0);
  return partsVerdict(type, solved_parts, swapped, (index) => rule.parts[index]!.name, max_points);
}

function partsVerdict(
  type: number,
  solved_parts: boolean[],
  swapped: boolean,
  partName: (index: number) => string,
  max_points: number,
): AnswerVerdict {
  const is_correct = solved_parts.every(Boolean);
  return {
    empty: false,
    is_correct,
    solved_parts,
    feedback_parts: solved_parts.map((solved, index) => `${partName(index)}: ${solved ? 'верно' : 'неверно'}`),
    points: examPointsOf(type, { is_correct, solved_parts, swapped }),
    max_points,
  };
}

function wholeVerdict(type: number, is_correct: boolean, max_points: number): AnswerVerdict {
  return {
    empty: false,
    is_correct,
    solved_parts: null,
    feedback_parts: null,
    points: examPointsOf(type, { is_correct, solved_parts: null }),
    max_points,
  };
}

/** Same rows in the same places; only empty rows at the end may differ. */
function tablesMatch(expected: Table, given: Table): boolean {
  const expectedRows = normalizeTable(expected);
  const givenRows = normalizeTable(given);
  return (
    expectedRows.length > 0 &&
    expectedRows.length === givenRows.length &&
    expectedRows.every((row, index) => rowsMatch(row, givenRows[index] ?? []))
  );
}

/** Cell by cell; a missing cell counts as empty, so a row padded to the table's width still matches. */
function rowsMatch(expected: readonly string[], given: readonly string[]): boolean {
  const width = Math.max(expected.length, given.length);
  for (let index = 0; index < width; index += 1) {
    if ((expected[index] ?? '') !== (given[index] ?? '')) return false;
  }
  return true;
}

/** A typed answer read as a table: values split on whitespace, rows on '|' as in the joined form. */
function rowsOfText(text: string): string[][] {
  return text.split('|').map((row) => row.split(/\s+/).filter((cell) => cell !== ''));
}

function filledCellsOf(rows: Table): string {
  return normalizeTable(rows)
    .flat()
    .filter((cell) => cell !== '')
    .join(' ');
}

function isBlankTable(rows: Table): boolean {
  return normalizeTable(rows).length === 0;
}
