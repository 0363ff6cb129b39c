import { describe, expect, it } from 'vitest';
import type { TaskPayload } from '../tasks/bank/task-schemas';
import { examTaskSchema } from './exam-schemas';
import { toExamTask } from './to-exam-task';

const solvedPayload: TaskPayload = {
  id: 7,
  subject: 'inf',
  type: 5,
  difficulty: 2,
  text: '<p>Условие</p>',
  question: null,
  image: null,
  attachments: [{ id: 1, file: 'data.txt', url: '/files/data.txt' }],
  solution_document: '/files/solution.pdf',
  answer_type: 'field',
  table_shape: null,
  block_id: null,
  status: 'solved',
  is_solved: true,
  answer: '42',
  answers: [['42']],
  solution: '<p>Разбор</p>',
  generator: { id: 'type-05', version: 1, seed: 'abc' },
};

describe('toExamTask', () => {
  it('keeps the statement and drops everything that tells the answer or that it was solved', () => {
    const task = toExamTask(solvedPayload, 5);
    expect(task).toEqual({
      id: 7,
      subject: 'inf',
      type: 5,
      difficulty: 2,
      text: '<p>Условие</p>',
      question: null,
      image: null,
      attachments: [{ id: 1, file: 'data.txt', url: '/files/data.txt' }],
      solution_document: null,
      answer_type: 'field',
      table_shape: null,
      block_id: null,
      number: 5,
    });
    expect(examTaskSchema.parse(task)).toEqual(task);
    expect(JSON.stringify(task)).not.toMatch(/42|Разбор|solution\.pdf|abc/);
  });
});
