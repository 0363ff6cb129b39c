import { describe, expect, it } from 'vitest';
import { answerColumnsOf, parseTableText, readTaskAnswer } from './read-task-answer';

describe('readTaskAnswer', () => {
  it('reads a field answer, trimmed; a number from JSON counts', () => {
    expect(readTaskAnswer(1, { answer: '  42 ' })).toEqual({ ok: true, value: { answer: { kind: 'field', value: '42' }, table_shape: null } });
    expect(readTaskAnswer(1, { answer: 42 })).toMatchObject({ ok: true, value: { answer: { kind: 'field', value: '42' } } });
  });

  it('reads a table in the joined form, as JSON text and as JSON rows', () => {
    const rows = [['1', '2'], ['3', '4']];
    for (const answer of ['1 2 | 3 4', '1  2|3 4', '[["1","2"],["3","4"]]', [['1', '2'], [3, 4]]]) {
      expect(readTaskAnswer(27, { answer })).toEqual({ ok: true, value: { answer: { kind: 'table', rows }, table_shape: null } });
    }
  });

  it('takes the table kind from the type, and the uploader’s table size over the type’s', () => {
    expect(readTaskAnswer(17, { answer: '10 20' })).toMatchObject({ ok: true, value: { answer: { kind: 'table', rows: [['10', '20']] } } });
    expect(readTaskAnswer(5, { answer_type: 'table', answer: '1 2 | 3 4', table_rows: 3, table_cols: 2 })).toMatchObject({
      ok: true,
      value: { table_shape: [3, 2] },
    });
    expect(readTaskAnswer(5, { answer_type: 'table', answer: '1 2 3', table_rows: 1, table_cols: 2 })).toEqual({
      ok: false,
      errors: { answer: ['Ответ не помещается в таблицу 1×2'] },
    });
    expect(readTaskAnswer(26, { answer: '1 2 | 3 4' })).toEqual({ ok: false, errors: { answer: ['Ответ не помещается в таблицу 1×2'] } });
  });

  it('names what is missing or malformed, with the field of a block question', () => {
    expect(readTaskAnswer(1, {})).toEqual({ ok: false, errors: { answer: ['Укажите ответ'] } });
    expect(readTaskAnswer(1, { answer: '   ' })).toEqual({ ok: false, errors: { answer: ['Укажите ответ'] } });
    expect(readTaskAnswer(20, { answer: ' | ' }, '_20')).toEqual({ ok: false, errors: { answer_20: ['Укажите ответ на вопрос 20'] } });
    expect(readTaskAnswer(27, { answer: '[["1", {"a": 1}]]' })).toMatchObject({ ok: false, errors: { answer: [expect.stringMatching(/^Табличный ответ/)] } });
    expect(readTaskAnswer(27, { answer: '[not json' })).toMatchObject({ ok: false });
    expect(readTaskAnswer(1, { answer: [['1']], answer_type: 'field' })).toEqual({ ok: false, errors: { answer: ['Ответ в поле — строка'] } });
    expect(readTaskAnswer(5, { answer_type: 'table', answer: Array.from({ length: 21 }, () => ['1']) })).toEqual({
      ok: false,
      errors: { answer: ['Таблица ответа — не больше 20×20'] },
    });
    expect(readTaskAnswer(1, { answer: 'x'.repeat(1001) })).toEqual({ ok: false, errors: { answer: ['Слишком длинный ответ'] } });
  });
});

describe('parseTableText', () => {
  it('keeps an empty row between rows and reads a flat JSON list as one row', () => {
    expect(parseTableText('1 2 |  | 3')).toEqual([['1', '2'], [], ['3']]);
    expect(parseTableText('["5", 6, null]')).toEqual([['5', '6', '']]);
  });
});

describe('answerColumnsOf', () => {
  it('stores a table on a field type with its own shape, as insertTask does', () => {
    expect(answerColumnsOf(5, { kind: 'table', rows: [['1', '2'], ['3']] }, null)).toEqual({
      answer_type: 'table',
      answer: null,
      answer_rows: '[["1","2"],["3"]]',
      table_shape: [2, 2],
    });
    expect(answerColumnsOf(27, { kind: 'table', rows: [['1', '2']] }, null)).toMatchObject({ table_shape: null });
    expect(answerColumnsOf(1, { kind: 'field', value: ' 7 ' }, null)).toEqual({ answer_type: 'field', answer: '7', answer_rows: null, table_shape: null });
  });
});
