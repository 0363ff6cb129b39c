import type { TaskGenerator } from './task-generator';
import { type05Generator } from './type-05';
import { type16Generator } from './type-16';

/** Every type with a generator; the README's table lists them and says why the others have none. */
export const generatorsByType: ReadonlyMap<number, TaskGenerator<never>> = new Map<number, TaskGenerator<never>>(
  [type05Generator, type16Generator].map((generator) => [generator.type, generator as unknown as TaskGenerator<never>]),
);
