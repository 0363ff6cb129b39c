import type { DemoSolution } from '../demo-task';
import { type05Solutions } from './type-05';
import { type07Solutions } from './type-07';
import { type16Solutions } from './type-16';

/** Every written 'Разбор' of the demo bank by its task's key (a block question's: `<block>-<type>`). */
export const demoSolutions: Record<string, DemoSolution> = {
  ...type05Solutions,
  ...type07Solutions,
  ...type16Solutions,
};
