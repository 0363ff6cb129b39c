import { answerOf, conditionHtml, drawStoneGame, programOf, q20Form, questionHtml, setsByClasses, setsByRecursion, stepsOf, stoneGameVersion, type BlockType, type StoneGame } from './stone-game';
import type { TaskGenerator } from '../../task-generator';

/**
 * One question of the 19–21 block as a generator (decision 065): the three share the game a seed
 * draws, each answers its own question. As a task by itself its text is the condition and the
 * question; a stored block keeps them apart (generate-block.ts).
 */
export function stoneGameGenerator(type: BlockType): TaskGenerator<StoneGame> {
  return {
    type,
    version: stoneGameVersion,
    draw: drawStoneGame,
    solve: (game) => answerOf(game, setsByRecursion(game), type),
    check: (game) => answerOf(game, setsByClasses(game), type),
    render(game, answer) {
      const form20 = q20Form(setsByRecursion(game));
      return {
        text: conditionHtml(game) + questionHtml(game, type, form20),
        files: [],
        steps: stepsOf(game, type, form20, answer),
        python: programOf(game, type, form20),
      };
    },
  };
}
