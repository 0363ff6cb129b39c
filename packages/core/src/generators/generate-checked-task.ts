import { AppError } from '../errors/app-error';
import { checkGenerated, generateTask, type GeneratedTask } from './generate-task';
import { sameAnswer, type Difficulty } from './task-generator';

export const checkerDisagreesMessage = (type: number, seed: string) =>
  `Генератор задания ${type} и его независимая проверка дали разные ответы (seed ${seed}): задание не выдано`;

/**
 * A generated task whose answer the independent checker has just computed again (decision 041): what
 * leaves for an author (`ege generate`, the upload form's start) was solved twice. A disagreement is a
 * generator's bug: it fails loudly and nothing is written.
 */
export function generateCheckedTask(type: number, seed: string, difficulty: Difficulty): GeneratedTask {
  const task = generateTask(type, seed, difficulty);
  if (!sameAnswer(task.answer, checkGenerated(type, seed, difficulty))) throw new AppError('INTERNAL_SERVER_ERROR', checkerDisagreesMessage(type, seed));
  return task;
}
