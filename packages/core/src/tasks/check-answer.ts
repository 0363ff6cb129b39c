import { examPointsOf, maxPointsOf } from './exam-points';
import { isEmptyRow, normalizeCell, normalizeTable } from './normalize-answer';

export type CheckableTask = {
  type: number;
  answer_type: 'field' | 'table';
  answer: string | null;
  answer_rows: string[][] | null;
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
  if (task.type === 26 || task.type === 27 || task.answer_type === 'table') {
    const expected = isBlankTable(task.answer_rows ?? []) ? rowsOfText(task.answer ?? '') : (task.answer_rows ?? []);
    const given = hasTable ? givenTable : rowsOfText(givenField);
    if (task.type === 26) return checkTwoNumbers(expected, given, max_points);
    if (task.type === 27) return checkTwoFiles(expected, given, max_points);
    return wholeVerdict(task.type, tablesMatch(expected, given), max_points);
  }
  const expected = normalizeCell(task.answer ?? '') || filledCellsOf(task.answer_rows ?? []);
  const given = hasField ? normalizeCell(givenField) : filledCellsOf(givenTable);
  return wholeVerdict(task.type, expected !== '' && given === expected, max_points);
}

/** Task 26: part 1 is the first number, part 2 the second, read row by row. */
function checkTwoNumbers(expected: Table, given: Table, max_points: number): AnswerVerdict {
  const [expectedFirst = '', expectedSecond = ''] = normalizeTable(expected).flat();
  const [givenFirst = '', givenSecond = ''] = normalizeTable(given).flat();
  const solved_parts = [
    expectedFirst !== '' && givenFirst === expectedFirst,
    expectedSecond !== '' && givenSecond === expectedSecond,
  ];
  const swapped =
    !solved_parts.some(Boolean) &&
    expectedFirst !== '' &&
    expectedSecond !== '' &&
    givenFirst === expectedSecond &&
    givenSecond === expectedFirst;
  return partsVerdict(26, solved_parts, swapped, (index) => `Часть ${index + 1}`, max_points);
}

/** Task 27: file A is the first row, file B the second; each pair is right or wrong as a whole. */
function checkTwoFiles(expected: Table, given: Table, max_points: number): AnswerVerdict {
  const expectedRows = normalizeTable(expected);
  const givenRows = normalizeTable(given);
  const solved_parts = [0, 1].map((index) => {
    const expectedRow = expectedRows[index] ?? [];
    return !isEmptyRow(expectedRow) && rowsMatch(expectedRow, givenRows[index] ?? []);
  });
  return partsVerdict(27, solved_parts, false, (index) => `Файл ${index === 0 ? 'A' : 'B'}`, max_points);
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
