import type { TaskPayload } from '@ege/core/tasks/bank/task-schemas';

/** One numbered question of the sheet: the task and its number in the variant's order. */
export type PrintQuestion = { number: number; task: TaskPayload };

/** A task on its own, or a 19–21 block: its condition once, then its questions, each numbered. */
export type PrintItem = { kind: 'task'; question: PrintQuestion } | { kind: 'block'; blockId: number; condition: string; questions: PrintQuestion[] };

/**
 * The variant's tasks as the printed sheet shows them: numbered 1..N in the variant's order, as its
 * page and its answer key number them, with the questions of one block (which come one after another,
 * a block being drawn whole) under their shared condition.
 */
export function printItemsOf(tasks: readonly TaskPayload[]): PrintItem[] {
  const items: PrintItem[] = [];
  tasks.forEach((task, index) => {
    const question = { number: index + 1, task };
    const last = items.at(-1);
    if (task.block_id !== null && last?.kind === 'block' && last.blockId === task.block_id) {
      last.questions.push(question);
    } else if (task.block_id !== null) {
      items.push({ kind: 'block', blockId: task.block_id, condition: task.text, questions: [question] });
    } else {
      items.push({ kind: 'task', question });
    }
  });
  return items;
}

/** 'Задания 19–21' for a block's heading, 'Задание 19' when only one of its questions is in the variant. */
export function blockTitleOf(questions: readonly PrintQuestion[]): string {
  const first = questions[0]?.number;
  const last = questions.at(-1)?.number;
  return first === last ? `Задание ${first}` : `Задания ${first}–${last}`;
}
