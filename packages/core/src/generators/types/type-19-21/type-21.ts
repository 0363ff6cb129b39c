import { stoneGameGenerator } from './stone-game-generator';

/** Type 21: a question of the stone game block 19–21 (stone-game.ts, decision 065). */
export const type21Generator = stoneGameGenerator(21);
