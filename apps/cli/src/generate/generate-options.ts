import { noGeneratorMessage } from '@ege/core/generators/generate-task';
import { generatorsByType } from '@ege/core/generators/generators-by-type';
import type { Difficulty } from '@ege/core/generators/task-generator';
import { z } from '@ege/core/validation/z';
import { messages } from '@ege/core/text/messages';
import { pluralRu } from '@ege/core/text/plural-ru';

export const maxGenerateCount = 10_000;
export const maxSeedLength = 80;

export const generatorTypes = [...generatorsByType.keys()].sort((a, b) => a - b);
export const typeMessage = 'Укажите номер задания числом';
export const countMessage = `Количество — целое число от 1 до ${maxGenerateCount}`;
export const seedMessage = `Seed — от 1 до ${maxSeedLength} ${pluralRu(maxSeedLength, ['символа', 'символов', 'символов'])}`;
export const difficultyMessage = messages.difficulty;
export const unknownTypeMessage = (type: number) => `${noGeneratorMessage(type)}. Генераторы есть для заданий: ${generatorTypes.join(', ')}`;

/**
 * A whole number as typed, digits only: '1e3', '5.0', '0x10' or ' 7' are refused rather than read as
 * 1000, 5, 16 or 7 (issue 27 §4).
 */
const typedInteger = (message: string) => z.string({ error: message }).regex(/^\d{1,9}$/, message).transform(Number);

/** `ege generate`'s options as typed; every refusal names its option (labels) and is in Russian. */
export const generateOptions = z
  .object({
    type: typedInteger(typeMessage),
    count: typedInteger(countMessage).pipe(z.number().min(1, countMessage).max(maxGenerateCount, countMessage)),
    seed: z.string({ error: seedMessage }).trim().min(1, seedMessage).max(maxSeedLength, seedMessage).optional(),
    difficulty: typedInteger(difficultyMessage).pipe(z.number().min(1, difficultyMessage).max(3, difficultyMessage)).optional(),
  })
  .superRefine((options, ctx) => {
    if (!generatorsByType.has(options.type)) ctx.addIssue({ code: 'custom', message: unknownTypeMessage(options.type), path: ['type'] });
  })
  .transform((options) => ({ ...options, difficulty: options.difficulty as Difficulty | undefined }));

export type GenerateOptions = z.output<typeof generateOptions>;
