import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { describe, expect, it } from 'vitest';
import { blockTitleOf, printItemsOf } from './print-items';

const task = (id: number, type: number, block_id: number | null = null) =>
  ({ id, type, block_id, text: block_id === null ? `<p>${id}</p>` : `<p>Условие ${block_id}</p>`, question: null }) as TaskPayload;

describe('printItemsOf', () => {
  it("numbers the tasks in the variant's order and puts a block's questions under one condition", () => {
    const items = printItemsOf([task(1, 18), task(2, 19, 7), task(3, 20, 7), task(4, 21, 7), task(5, 22)]);
    expect(items.map((item) => (item.kind === 'task' ? item.question.number : item.questions.map((question) => question.number)))).toEqual([1, [2, 3, 4], 5]);
    expect(items[1]).toMatchObject({ kind: 'block', blockId: 7, condition: '<p>Условие 7</p>' });
    expect(blockTitleOf(items[1]!.kind === 'block' ? items[1]!.questions : [])).toBe('Задания 2–4');
  });

  it('keeps two blocks apart, even one after another', () => {
    const items = printItemsOf([task(1, 19, 7), task(2, 20, 7), task(3, 21, 7), task(4, 19, 8), task(5, 20, 8), task(6, 21, 8)]);
    expect(items.map((item) => item.kind === 'block' && item.blockId)).toEqual([7, 8]);
    expect(items[1]!.kind === 'block' && blockTitleOf(items[1]!.questions)).toBe('Задания 4–6');
  });

  it('names a lone question of a block by its own number', () => {
    expect(blockTitleOf(printItemsOf([task(9, 20, 3)]).flatMap((item) => (item.kind === 'block' ? item.questions : [])))).toBe('Задание 1');
  });
});
