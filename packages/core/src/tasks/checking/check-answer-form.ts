import { defaultTableShapes, type AnswerLayout } from './answer-layout';
import type { AnswerValue } from './answer-value';
import { spreadPastedValues } from './spread-pasted-values';

/**
 * An answer whose form cannot be what the task asks for: the student is told before the check, so
 * no attempt is spent (decision 022). `spread` is a table answer typed into one cell, put into
 * the cells as a paste would; null when that is not the fix.
 */
export type AnswerFormProblem = { message: string; spread: string[][] | null };

export const oneCellMessage = 'Похоже, значения записаны в одну ячейку';
export const tableNumbersMessage = 'В ячейках таблицы — только числа';
export const fieldNumberMessage = 'Ответ на это задание — число';
export const fieldOneValueMessage = 'Ответ на это задание — одно значение, без пробелов';
export const twoNumbersMessage = 'Нужны два числа: заполнена одна ячейка';
export const halfRowMessage = 'В каждой строке — число и результат: заполнена одна ячейка строки';

/**
 * Field types whose answer is a number in every exam form since 2023 (docs/decisions/018). Left out:
 * 2 (letters), 4 and 12 (code words, digit strings with leading zeros), 1 and 14 (letters in older
 * collections). Types answered in a table are numbers in every form.
 */
const numericFieldTypes: ReadonlySet<number> = new Set([3, 5, 6, 7, 8, 9, 10, 11, 13, 15, 16, 19, 21, 22, 23, 24]);
/** 17, 18 and 20 ask for two numbers in one row; 26 and 27 score each part, so half an answer is an answer. */
const twoNumberTypes: ReadonlySet<number> = new Set([17, 18, 20]);

/** An integer or a decimal with a point or a comma; a sign in front. */
const numberPattern = /^[+\-−]?\d+(?:[.,]\d+)?$/;

function isNumber(value: string): boolean {
  return numberPattern.test(value);
}

function valuesOf(text: string): string[] {
  return text.trim().split(/\s+/).filter((value) => value !== '');
}

/**
 * The form of an answer against its task's layout: null when it may be right, a problem only when
 * it certainly cannot be (letters in a number, several numbers in one cell, one of two numbers).
 * Blank answers are the caller's own message. The student may still send it as it is.
 */
export function checkAnswerForm(type: number, layout: AnswerLayout, value: AnswerValue): AnswerFormProblem | null {
  if (value.kind === 'field') return layout.kind === 'field' ? checkField(type, value.value) : null;
  return checkTable(type, layout, value.rows);
}

function checkField(type: number, text: string): AnswerFormProblem | null {
  if (!numericFieldTypes.has(type)) return null;
  const values = valuesOf(text);
  if (values.length === 0) return null;
  if (values.length > 1 && values.every(isNumber)) return { message: fieldOneValueMessage, spread: null };
  if (!values.every(isNumber)) return { message: fieldNumberMessage, spread: null };
  return null;
}

function checkTable(type: number, layout: AnswerLayout, rows: readonly (readonly string[])[]): AnswerFormProblem | null {
  const cells = rows.flatMap((row, r) => row.map((cell, c) => ({ r, c, values: valuesOf(cell) })));
  const filled = cells.filter((cell) => cell.values.length > 0);
  if (filled.length === 0) return null;

  const crowded = filled.filter((cell) => cell.values.length > 1 && cell.values.every(isNumber));
  if (crowded.length > 0) {
    const height = rows.length;
    const width = rows[0]?.length ?? 1;
    const only = filled.length === 1 ? filled[0]! : null;
    const fits = only !== null && only.values.length <= height * width;
    return { message: oneCellMessage, spread: fits ? spreadPastedValues(only.values.join(' '), height, width) : null };
  }

  // A table of the type's own is numbers in every exam form; a table an uploader gave another type may hold words.
  const numericTable = defaultTableShapes[type] !== undefined;
  if (!numericTable) return null;
  if (!filled.every((cell) => cell.values.length === 1 && isNumber(cell.values[0]!))) return { message: tableNumbersMessage, spread: null };

  const ownShape = layout.kind === 'table' && layout.rows === 1 && layout.cols === 2;
  if (twoNumberTypes.has(type) && ownShape && filled.length === 1) return { message: twoNumbersMessage, spread: null };
  const pairRows = layout.kind === 'table' && layout.cols === 2;
  if (type === 25 && pairRows && rows.some((row) => row.filter((cell) => cell.trim() !== '').length === 1)) return { message: halfRowMessage, spread: null };
  return null;
}
