import { AppError } from '../errors/app-error';
import { generatorsByType } from './generators-by-type';
import { solutionHtml } from './html-text';
import { seededRandom } from './seeded-random';
import type { Difficulty, GeneratedAnswer, GeneratedFile, TaskGenerator } from './task-generator';
import { pluralRu } from '../text/plural-ru';

export const maxDraws = 1000;

/** A task built by a generator: everything a bank task holds, and how to build it again. */
export type GeneratedTask = {
  type: number;
  difficulty: Difficulty;
  generator: { type: number; version: number; seed: string };
  text: string;
  files: GeneratedFile[];
  answer: GeneratedAnswer;
  /** 'Разбор': the steps and the program, as HTML. */
  solution: string;
  python: string;
};

export function noGeneratorMessage(type: number): string {
  return `Для задания ${type} генератора нет`;
}

export function generatorOf(type: number): TaskGenerator<unknown> {
  const generator = generatorsByType.get(type);
  if (!generator) throw new AppError('BAD_REQUEST', noGeneratorMessage(type));
  return generator as TaskGenerator<unknown>;
}

/** The parameters a seed gives: draw after draw until one is not degenerate. */
export function drawParams(type: number, seed: string, difficulty: Difficulty): { params: unknown; answer: GeneratedAnswer } {
  const generator = generatorOf(type);
  for (let draw = 0; draw < maxDraws; draw++) {
    const params = generator.draw(seededRandom(`${seed}#${draw}`), difficulty);
    if (params === null) continue;
    const answer = generator.solve(params);
    if (answer !== null) return { params, answer };
  }
  // A generator that cannot build a task is a bug: it fails loudly and writes nothing.
  throw new AppError('INTERNAL_SERVER_ERROR', `Генератор задания ${type} не построил задачу за ${maxDraws} ${pluralRu(maxDraws, ['попытку', 'попытки', 'попыток'])} (seed ${seed})`);
}

/** The same type, seed and difficulty give the same task, byte for byte. */
export function generateTask(type: number, seed: string, difficulty: Difficulty): GeneratedTask {
  const generator = generatorOf(type);
  const { params, answer } = drawParams(type, seed, difficulty);
  const rendered = generator.render(params, answer);
  return {
    type,
    difficulty,
    generator: { type, version: generator.version, seed },
    text: rendered.text,
    files: rendered.files,
    answer,
    solution: solutionHtml(rendered.steps, rendered.python),
    python: rendered.python,
  };
}

/** The independent checker's answer for a seed: what `ege generate --check` compares a folder with. */
export function checkGenerated(type: number, seed: string, difficulty: Difficulty): GeneratedAnswer | null {
  const { params } = drawParams(type, seed, difficulty);
  return generatorOf(type).check(params);
}
