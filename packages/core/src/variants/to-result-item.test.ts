import { describe, expect, it } from 'vitest';
import { checkAnswer } from '../tasks/checking/check-answer';
import { toResultItem, type ResultTask, type VariantResultItem } from './to-result-item';
import type { VariantAnswer } from './variant-schemas';

type Task = ResultTask & { answer_type: 'field' | 'table'; table_shape: [number, number] | null };

const field = (type: number, answer: string, table_shape: [number, number] | null = null): Task => ({
  id: 100 + type,
  type,
  answer_type: 'field',
  answer,
  answer_rows: null,
  table_shape,
});
const table = (type: number, rows: string[][], table_shape: [number, number] | null = null): Task => ({
  id: 100 + type,
  type,
  answer_type: 'table',
  answer: null,
  answer_rows: rows,
  table_shape,
});

/** As finishVariant does it: a blank answer is not checked; the others get the trainer's verdict. */
function resultOf(task: Task, answer: VariantAnswer | undefined) {
  const verdict = answer ? checkAnswer(task, answer) : null;
  const check = verdict && !verdict.empty ? { ...verdict, experience_gained: verdict.is_correct ? 10 : 0 } : null;
  return toResultItem(3, task, answer, check);
}

type Case = [name: string, task: Task, answer: VariantAnswer | undefined, expected: Partial<VariantResultItem>];

describe('toResultItem', () => {
  it.each<Case>([
    ['a right field answer', field(1, '42'), { user_answer: ' 42 ' }, { user_answer: '42', correct_answer: '42', is_correct: true, points: 1, max_points: 1, experience_gained: 10 }],
    ['a decimal comma', field(11, '3.5'), { user_answer: '3,5' }, { user_answer: '3,5', correct_answer: '3.5', is_correct: true, points: 1 }],
    ['a wrong field answer', field(1, '42'), { user_answer: '41' }, { user_answer: '41', is_correct: false, points: 0, experience_gained: 0 }],
    ['a table answer', table(17, [['12', '340']]), { user_table_answer: [['12', '340']] }, { user_answer: '12 340', correct_answer: '12 340', is_correct: true, points: 1 }],
    ['a 10×2 table of task 25, mostly blank', table(25, [['100', '5'], ['200', '7']]), { user_table_answer: [['100', '5'], ['200', '7'], ['', ''], ['', '']] }, { user_answer: '100 5 | 200 7', correct_answer: '100 5 | 200 7', is_correct: true }],
    ['a table typed in one field', table(18, [['1', '2']]), { user_answer: '1 2' }, { user_answer: '1 2', correct_answer: '1 2', is_correct: true }],
    ['no answer', field(5, '7'), undefined, { user_answer: '', correct_answer: '7', is_correct: false, points: 0, max_points: 1 }],
    ['a blank field', field(5, '7'), { user_answer: '   ' }, { user_answer: '', is_correct: false, points: 0 }],
    ['a blank table', table(26, [['568', '50']]), { user_table_answer: [['', ''], ['', '']] }, { user_answer: '', correct_answer: '568 50', points: 0, max_points: 2 }],
    ['26, one number right', table(26, [['568', '50']]), { user_table_answer: [['568', '49']] }, { user_answer: '568 49', is_correct: false, points: 1, max_points: 2 }],
    ['26, the two swapped', table(26, [['568', '50']]), { user_answer: '50 568' }, { is_correct: false, points: 1, max_points: 2 }],
    ['26, both right', table(26, [['568', '50']]), { user_table_answer: [['568', '50']] }, { is_correct: true, points: 2, max_points: 2 }],
    ['27, file B right', table(27, [['1', '2'], ['3', '4']]), { user_table_answer: [['1', '5'], ['3', '4']] }, { user_answer: '1 5 | 3 4', correct_answer: '1 2 | 3 4', is_correct: false, points: 1, max_points: 2 }],
    ['27, both files right', table(27, [['1', '2'], ['3', '4']]), { user_table_answer: [['1', '2'], ['3', '4']] }, { is_correct: true, points: 2 }],
    ['27 of 2021–2024 (1×2), both files right', table(27, [['283', '5071']], [1, 2]), { user_table_answer: [['283', '5071']] }, { user_answer: '283 5071', correct_answer: '283 5071', is_correct: true, points: 2 }],
    ['27 of 2021–2024 (1×2), file A right', table(27, [['283', '5071']], [1, 2]), { user_table_answer: [['283', '5070']] }, { user_answer: '283 5070', correct_answer: '283 5071', is_correct: false, points: 1 }],
    ['27 of 2021–2024 (1×2), file B right', table(27, [['283', '5071']], [1, 2]), { user_table_answer: [['', '5071']] }, { user_answer: ' 5071', correct_answer: '283 5071', is_correct: false, points: 1 }],
    ['27 of 2021–2024 (1×2), none right', table(27, [['283', '5071']], [1, 2]), { user_table_answer: [['5071', '283']] }, { user_answer: '5071 283', correct_answer: '283 5071', is_correct: false, points: 0 }],
    ['27 of 2021–2024 typed as text', field(27, '283 5071', [1, 2]), { user_answer: '283 5071' }, { user_answer: '283 5071', correct_answer: '283 5071', is_correct: true, points: 2 }],
    ['26 keyed as text', field(26, '568 50'), { user_table_answer: [['568', '51']] }, { user_answer: '568 51', correct_answer: '568 50', is_correct: false, points: 1 }],
  ])('%s', (_name, task, answer, expected) => {
    expect(resultOf(task, answer)).toMatchObject({ position: 3, task_id: task.id, type: task.type, ...expected });
  });
});
