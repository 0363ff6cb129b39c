import type { GeneratedBlockDraft, GeneratedTaskDraft } from '@ege/core/tasks/authoring/generated-draft-schemas';
import { describe, expect, it } from 'vitest';
import { emptyBlockForm } from './block-form-values';
import { attachmentsOfDraft, blockValuesOfDraft, formValuesOfDraft } from './generated-form-values';
import { emptyTaskForm } from './task-form-values';

const draft = (patch: Partial<GeneratedTaskDraft>): GeneratedTaskDraft => ({
  kind: 'task',
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

  it('a generated block fills the block form: difficulty, condition, each question with its answer (a field or a table) and its own solution', () => {
    const block: GeneratedBlockDraft = {
      kind: 'block',
      type: '19-21',
      difficulty: 3,
      condition: '<p>Два игрока, Петя и Ваня…</p>',
      questions: [
        { type: 19, question: '<p>Вопрос 19</p>', answer_type: 'field', answer: '17', answers: null, solution: '<p>Разбор 19</p>' },
        { type: 20, question: '<p>Вопрос 20</p>', answer_type: 'table', answer: null, answers: [['9', '15']], solution: '<p>Разбор 20</p>' },
        { type: 21, question: '<p>Вопрос 21</p>', answer_type: 'field', answer: '14', answers: null, solution: '<p>Разбор 21</p>' },
      ],
      generator: { id: 'type-19', version: 1, seed: 'abc' },
    };
    const values = blockValuesOfDraft(block, { ...emptyBlockForm(), subject: 'inf', condition: '<p>старое</p>' });
    expect(values).toMatchObject({ subject: 'inf', difficulty: '3', condition: '<p>Два игрока, Петя и Ваня…</p>' });
    expect(values.questions[19]).toMatchObject({ question: '<p>Вопрос 19</p>', solution: '<p>Разбор 19</p>', answer: { answerType: 'field', answer: '17' } });
    expect(values.questions[20]).toMatchObject({ question: '<p>Вопрос 20</p>', solution: '<p>Разбор 20</p>', answer: { answerType: 'table', rows: 1, cols: 2, cells: [['9', '15']] } });
    expect(values.questions[21]).toMatchObject({ answer: { answerType: 'field', answer: '14' }, solution: '<p>Разбор 21</p>' });
  });
});
