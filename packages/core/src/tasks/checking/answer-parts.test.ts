import { describe, expect, it } from 'vitest';
import { checkPartsShape, partsRuleOf } from './answer-parts';
import { readTaskAnswer } from './read-task-answer';

const refusal = (type: number, fields: Parameters<typeof readTaskAnswer>[1]) => {
  const read = readTaskAnswer(type, fields);
  return read.ok ? null : read.errors.answer?.[0];
};

describe('partsRuleOf', () => {
  it('has a rule for each form of 26 and 27, and none for the types scored as a whole', () => {
    expect(partsRuleOf(26, [1, 2])?.parts.map((part) => part.cells)).toEqual([[[0, 0]], [[0, 1]]]);
    expect(partsRuleOf(27, [1, 2])?.parts.map((part) => part.cells)).toEqual([[[0, 0]], [[0, 1]]]);
    expect(partsRuleOf(27, [2, 2])?.parts.map((part) => part.cells)).toEqual([[[0, 0], [0, 1]], [[1, 0], [1, 1]]]);
    expect(partsRuleOf(27, [2, 1])).toBeNull();
    expect(partsRuleOf(26, [2, 1])).toBeNull();
    expect(partsRuleOf(25, [10, 2])).toBeNull();
  });
});

describe('checkPartsShape', () => {
  it('keeps a given shape and the default, and reads one row of two numbers of task 27 as the 1×2 form', () => {
    expect(checkPartsShape(27, [['1', '2'], ['3', '4']], null)).toEqual({ ok: true, table_shape: null });
    expect(checkPartsShape(27, [['1', '2']], null)).toEqual({ ok: true, table_shape: [1, 2] });
    expect(checkPartsShape(27, [['1', '2'], ['', '']], null)).toEqual({ ok: true, table_shape: [1, 2] });
    expect(checkPartsShape(27, [['1', '2']], [1, 2])).toEqual({ ok: true, table_shape: [1, 2] });
    expect(checkPartsShape(26, [['1', '2']], null)).toEqual({ ok: true, table_shape: null });
    expect(checkPartsShape(25, [['1', '2']], [3, 3])).toEqual({ ok: true, table_shape: [3, 3] });
  });
});

describe('readTaskAnswer refuses what the parts of 26 and 27 cannot score', () => {
  it('a shape with no rule', () => {
    expect(refusal(27, { answer: '1 2 3', table_rows: 1, table_cols: 3 })).toBe(
      'Задание 27 проверяется по частям в таблице 1×2 (форма 2021–2024 годов: число для файла A, затем для файла B) или 2×2 (форма 2025–2026 годов: строка 1 — файл A, строка 2 — файл B), а не 1×3',
    );
    expect(refusal(26, { answer: '1 | 2', table_rows: 2, table_cols: 1 })).toBe(
      'Задание 26 проверяется по частям в таблице 1×2 (два числа в одной строке), а не 2×1',
    );
  });

  it('a part left empty, with the other form named when the answer fills it', () => {
    expect(refusal(27, { answer: [['1', '2'], ['', '']], table_rows: 2, table_cols: 2 })).toBe(
      'Задание 27 в таблице 2×2 (форма 2025–2026 годов: строка 1 — файл A, строка 2 — файл B): нет ответа для части «Файл B»; или выберите таблицу 1×2 (форма 2021–2024 годов: число для файла A, затем для файла B)',
    );
    expect(refusal(27, { answer: '| 3 4' })).toBe(
      'Задание 27 в таблице 2×2 (форма 2025–2026 годов: строка 1 — файл A, строка 2 — файл B): нет ответа для части «Файл A»',
    );
    expect(refusal(27, { answer: '5', table_rows: 1, table_cols: 2 })).toBe(
      'Задание 27 в таблице 1×2 (форма 2021–2024 годов: число для файла A, затем для файла B): нет ответа для части «Файл B»',
    );
    expect(refusal(26, { answer: '125' })).toBe('Задание 26 в таблице 1×2 (два числа в одной строке): нет ответа для части «Часть 2»');
    expect(refusal(26, { answer: [['', '']], table_rows: 1, table_cols: 2 })).toBe('Укажите ответ');
  });

  it('a part with one of its cells filled can be scored, and passes', () => {
    expect(refusal(27, { answer: '12 | 7 34' })).toBeNull();
  });

  it('a key typed as text that the served table cannot hold', () => {
    expect(refusal(26, { answer_type: 'field', answer: '1 2 3' })).toBe('Ответ не помещается в таблицу 1×2');
    expect(refusal(27, { answer_type: 'field', answer: '1 2 3 | 4 5 6' })).toBe('Ответ не помещается в таблицу 2×2');
    expect(refusal(17, { answer_type: 'field', answer: '1 2 3' })).toBe('Ответ не помещается в таблицу 1×2');
    expect(refusal(25, { answer_type: 'field', answer: '1 2 | 3 4' })).toBeNull();
  });

  it('keys typed as text in the 1×2 form of 27 are stored with that shape', () => {
    expect(readTaskAnswer(27, { answer_type: 'field', answer: '283 5071' })).toEqual({
      ok: true,
      value: { answer: { kind: 'field', value: '283 5071' }, table_shape: [1, 2] },
    });
  });

  it('names the block question’s field', () => {
    expect(readTaskAnswer(20, { answer: '1 2 3' }, '_20')).toEqual({ ok: false, errors: { answer_20: ['Ответ не помещается в таблицу 1×2'] } });
  });
});
