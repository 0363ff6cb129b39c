import { AppError } from '../errors/app-error';
import { checkerDisagreesMessage } from './generate-checked-task';
import { drawParams, generatorOf } from './generate-task';
import { solutionHtml } from './html-text';
import { blockTypes, conditionHtml, programOf, q20Form, questionHtml, setsByRecursion, stepsOf, type BlockType, type StoneGame } from './types/type-19-21/stone-game';
import { sameAnswer, type Difficulty, type GeneratedAnswer } from './task-generator';

/** The types whose generators build one 19–21 block together (decision 065). */
export const isBlockType = (type: number): type is BlockType => (blockTypes as readonly number[]).includes(type);

export type GeneratedBlockQuestion = { type: BlockType; question: string; answer: GeneratedAnswer; solution: string; python: string };

/** A generated 19–21 block: the condition and its three questions, as a bank block holds them. */
export type GeneratedBlock = {
  difficulty: Difficulty;
  /** The same version and seed rebuild each question through its own generator (type-19, type-20, type-21). */
  generator: { version: number; seed: string };
  condition: string;
  questions: [GeneratedBlockQuestion, GeneratedBlockQuestion, GeneratedBlockQuestion];
};

/**
 * The block a seed gives: one game (the draw all three generators take for that seed), each question
 * answered by its own generator's solver and checked again by its independent checker. A disagreement
 * is a generator's bug: it fails loudly and nothing is written.
 */
export function generateBlock(seed: string, difficulty: Difficulty): GeneratedBlock {
  const game = drawParams(19, seed, difficulty).params as StoneGame;
  const form20 = q20Form(setsByRecursion(game));
  const questions = blockTypes.map((type): GeneratedBlockQuestion => {
    const generator = generatorOf(type);
    const answer = generator.solve(game);
    if (answer === null || !sameAnswer(answer, generator.check(game))) throw new AppError('INTERNAL_SERVER_ERROR', checkerDisagreesMessage(type, seed));
    const python = programOf(game, type, form20);
    return { type, question: questionHtml(game, type, form20), answer, solution: solutionHtml(stepsOf(game, type, form20, answer), python), python };
  });
  return {
    difficulty,
    generator: { version: generatorOf(19).version, seed },
    condition: conditionHtml(game),
    questions: questions as GeneratedBlock['questions'],
  };
}
