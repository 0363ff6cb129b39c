import { noGeneratorMessage } from '@ege/core/generators/generate-task';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { Difficulty } from '@ege/core/generators/task-generator';
import { z } from '@ege/core/validation/z';
import { messages } from '@ege/core/text/messages';

export const maxGenerateCount = 10_000;
export const maxSeedLength = 80;

export const generatorTypes = [...generatorsByType.keys()].sort((a, b) => a - b);
export const typeMessage = 'Укажите номер задания числом';
export const countMessage = `Количество — целое число от 1 до ${maxGenerateCount}`;
export const seedMessage = `Seed — от 1 до ${maxSeedLength} символов`;
export const difficultyMessage = messages.difficulty;
export const unknownTypeMessage = (type: number) => `${noGeneratorMessage(type)}. Генераторы есть для заданий: ${generatorTypes.join(', ')}`;

/** `ege generate`'s options as typed; every refusal names its option (labels) and is in Russian. */
export const generateOptions = z
  .object({
    type: z.coerce.number({ error: typeMessage }).int(typeMessage),
    count: z.coerce.number({ error: countMessage }).int(countMessage).min(1, countMessage).max(maxGenerateCount, countMessage),
    seed: z.string({ error: seedMessage }).trim().min(1, seedMessage).max(maxSeedLength, seedMessage).optional(),
    difficulty: z.coerce.number({ error: difficultyMessage }).int(difficultyMessage).min(1, difficultyMessage).max(3, difficultyMessage).optional(),
  })
  .superRefine((options, ctx) => {
    if (!generatorsByType.has(options.type)) ctx.addIssue({ code: 'custom', message: unknownTypeMessage(options.type), path: ['type'] });
  })
  .transform((options) => ({ ...options, difficulty: options.difficulty as Difficulty | undefined }));

export type GenerateOptions = z.output<typeof generateOptions>;
