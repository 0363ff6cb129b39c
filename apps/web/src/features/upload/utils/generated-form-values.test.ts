import type { GeneratedDraft } from '@ege/core/generators/generated-draft-schemas';
import { describe, expect, it } from 'vitest';
import { attachmentsOfDraft, formValuesOfDraft } from './generated-form-values';
import { emptyTaskForm } from './task-form-values';

const draft = (patch: Partial<GeneratedDraft>): GeneratedDraft => ({
  type: 5,
  difficulty: 2,
  text: '<p>Условие</p>',
  answer_type: 'field',
  answer: '93',
  answers: null,
  solution: '<p>Разбор</p>',
  files: [],
  generator: { id: 'type-05', version: 1, seed: 'abc' },
  ...patch,
});

describe('the upload form filled from a generated task', () => {
  it('a field answer: the type, difficulty, text, answer and solution; the subject stays', () => {
    const values = formValuesOfDraft(draft({}), { ...emptyTaskForm(), subject: 'inf', text: '<p>старое</p>' });
    expect(values).toMatchObject({ subject: 'inf', type: '5', difficulty: '2', text: '<p>Условие</p>', solution: '<p>Разбор</p>' });
    expect(values.answer).toMatchObject({ answerType: 'field', answer: '93' });
  });

  it("a table answer fills the first rows of the type's own table (25: 10x2)", () => {
    const values = formValuesOfDraft(draft({ type: 25, answer_type: 'table', answer: null, answers: [['12', '3'], ['45', '6']] }), emptyTaskForm());
    expect(values.answer).toMatchObject({ answerType: 'table', rows: 10, cols: 2 });
    expect(values.answer.cells.slice(0, 3)).toEqual([['12', '3'], ['45', '6'], ['', '']]);
  });

  it('the data files become the files the form attaches, byte for byte', async () => {
    const [file] = attachmentsOfDraft(draft({ files: [{ name: '24.txt', content_base64: Buffer.from('ABCABD\n').toString('base64') }] }));
    expect(file?.name).toBe('24.txt');
    expect(await file?.text()).toBe('ABCABD\n');
  });
});
