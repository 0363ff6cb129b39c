import { describe, expect, it } from 'vitest';
import { answerValuesFor, withTableShape } from './answer-values';
import { checkUploadFields } from './check-upload-fields';
import { taskFieldsOf } from './upload-fields-of';

const base = { subject: 'inf', difficulty: '3', text: '<p>Кластеры</p>', solution: '' };

describe('checkUploadFields: the table of task 27', () => {
  it('names the empty file of a 2×2 table and offers the 1×2 form of 2021–2024', () => {
    const answer = answerValuesFor(27);
    const cells = [['283', '5071'], ['', '']];
    const errors = checkUploadFields(taskFieldsOf({ ...base, type: '27', answer: { ...answer, cells } }));
    expect(errors.answer?.[0]).toBe(
      'Задание 27 в таблице 2×2 (форма 2025–2026 годов: строка 1 — файл A, строка 2 — файл B): нет ответа для части «Файл B»; или выберите таблицу 1×2 (форма 2021–2024 годов: число для файла A, затем для файла B)',
    );
  });

  it('takes the same numbers in a 1×2 table', () => {
    const answer = withTableShape(answerValuesFor(27), 1, 2);
    const errors = checkUploadFields(taskFieldsOf({ ...base, type: '27', answer: { ...answer, cells: [['283', '5071']] } }));
    expect(errors).toEqual({});
  });

  it('refuses a table 27 cannot be scored in', () => {
    const answer = withTableShape(answerValuesFor(27), 3, 2);
    const errors = checkUploadFields(taskFieldsOf({ ...base, type: '27', answer: { ...answer, cells: [['1', '2'], ['3', '4'], ['5', '6']] } }));
    expect(errors.answer?.[0]).toMatch(/^Задание 27 проверяется по частям в таблице 1×2 .* или 2×2 .*, а не 3×2$/);
  });
});

describe('checkUploadFields: the text of a task', () => {
  const answer = answerValuesFor(5);
  const withText = (text: string) => checkUploadFields(taskFieldsOf({ ...base, type: '5', text, answer: { ...answer, answer: '13' } }));

  it('is required: empty, or paragraphs of spaces, count as none', () => {
    expect(withText('').text).toEqual(['Укажите текст задания']);
    expect(withText('<p></p><p>&nbsp; </p>').text).toEqual(['Укажите текст задания']);
  });

  it('takes words or a picture alone', () => {
    expect(withText('<p>Найдите число</p>')).toEqual({});
    expect(withText('<p><img src="/media/task-images/a.png"></p>')).toEqual({});
  });
});
