import { answerLayoutOf, type AnswerLayout } from '@ege/core/tasks/checking/answer-layout';
import type { BlockPayload } from '@ege/core/tasks/bank/block-schemas';
import type { RevealResult, TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import type { CliApi } from '../api/cli-api';
import { answerValueOf, emptyAnswerOf, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { saveTaskFiles, type TaskFile } from './save-task-files';

/** What the trainer practises: random tasks of one type, or 19–21 blocks. */
export type TrainerTarget = { kind: 'type'; type: number } | { kind: 'block' };

/** One answer on the screen: the task itself, or one of a block's three questions. */
export type TrainerQuestion = {
  task: TaskPayload;
  /** 'Вопрос 19' in a block; null for a single task (the header names it). */
  title: string | null;
  /** The question's HTML (a block's question, or a task's separate question). */
  html: string;
  layout: AnswerLayout;
  value: AnswerValue;
  /** Solved before this screen opened: 'Задание уже решено', the answer shown, no input. */
  solvedBefore: boolean;
  /** The answer shown now or before (status 'waiting'): no more checks from here. */
  revealed: RevealResult | null;
};

export type TrainerScreen = {
  /** 'Задание 5' or 'Задания 19-21'. */
  label: string;
  ids: number[];
  difficulty: number;
  html: string;
  files: TaskFile[];
  questions: TrainerQuestion[];
};

/** The random pick may land on the task on screen again; a couple more tries usually find another (as on the web). */
const triesForAnother = 3;

/**
 * Picks a random task of the type (or a random block), other than the one on screen when there is
 * another, and saves its files. Returns null when the pick keeps landing on the current one.
 */
export async function loadTrainerScreen(api: CliApi, target: TrainerTarget, filesDir: string, currentIds: readonly number[] = []): Promise<TrainerScreen | null> {
  const isCurrent = (ids: number[]) => ids.length > 0 && ids.every((id) => currentIds.includes(id));
  if (target.kind === 'type') {
    let task = await api.caller.tasks.random({ subject: 'inf', type: target.type });
    for (let tries = 1; tries < triesForAnother && isCurrent([task.id]); tries++) task = await api.caller.tasks.random({ subject: 'inf', type: target.type });
    if (isCurrent([task.id])) return null;
    return {
      label: `Задание ${task.type}`,
      ids: [task.id],
      difficulty: task.difficulty,
      html: task.text,
      files: await saveTaskFiles(api, task, filesDir),
      questions: [questionOf(task, null, task.question ?? '')],
    };
  }
  let block: BlockPayload = await api.caller.tasks.block({ subject: 'inf' });
  for (let tries = 1; tries < triesForAnother && isCurrent(block.ids); tries++) block = await api.caller.tasks.block({ subject: 'inf' });
  if (isCurrent(block.ids)) return null;
  const tasks = block.tasks.slice(0, 3);
  const files = [];
  for (const task of tasks) files.push(...(await saveTaskFiles(api, task, filesDir)));
  return {
    label: 'Задания 19-21',
    ids: block.ids,
    difficulty: Math.max(0, ...tasks.map((task) => task.difficulty)),
    html: block.condition,
    files,
    questions: tasks.map((task, index) => questionOf(task, `Вопрос ${task.type}`, block.questions[index] || task.question || '')),
  };
}

function questionOf(task: TaskPayload, title: string | null, html: string): TrainerQuestion {
  const layout = answerLayoutOf(task.type, task.table_shape);
  const solvedBefore = task.status === 'solved';
  return {
    task,
    title,
    html,
    layout,
    value: solvedBefore ? answerValueOf(layout, task.answer, task.answers) : emptyAnswerOf(layout),
    solvedBefore,
    revealed: task.status === 'waiting' ? { task_id: task.id, answer: task.answer ?? null, answers: task.answers ?? null, solution: task.solution ?? null } : null,
  };
}
