import { z } from '../validation/z';
import { generatorTypes } from './generator-types';
import { messages } from '../text/messages';

export const draftTypeMessage = messages.typeNumber;
export const draftDifficultyMessage = messages.difficulty;
/** 19–21 are generated as a whole block (decision 065), which the upload form's fields cannot hold. */
const blockDraftTypes: readonly number[] = [19, 20, 21];
/** The types the upload form's 'Сгенерировать' fills: every type with a generator but the block's. */
export const draftTypes = generatorTypes.filter((type) => !blockDraftTypes.includes(type));
export const noDraftGeneratorMessage = (type: number) => `Для задания ${type} генератора нет. Генераторы есть для заданий: ${draftTypes.join(', ')}`;
export const blockDraftMessage =
  'Задания 19–21 генерируются только целым блоком (одна игра — три вопроса), а форма загрузки его не заполняет. ' +
  'Сгенерированные блоки дают тренажёр и варианты с дополнением сгенерированными заданиями, а папку блока для ege import пишет ege generate --type 19';

/** POST /tasks/generate-draft/: the type (one with a generator) and, optionally, the difficulty. */
export const generateDraftInput = z
  .object({
    type: z.coerce.number({ error: draftTypeMessage }).int(draftTypeMessage).meta({ description: `Тип задания с генератором: ${draftTypes.join(', ')}` }),
    difficulty: z.coerce
      .number({ error: draftDifficultyMessage })
      .int(draftDifficultyMessage)
      .min(1, draftDifficultyMessage)
      .max(3, draftDifficultyMessage)
      .optional()
      .meta({ description: '1–3; по умолчанию 2' }),
  })
  .superRefine((input, ctx) => {
    if (blockDraftTypes.includes(input.type)) ctx.addIssue({ code: 'custom', message: blockDraftMessage, path: ['type'] });
    else if (!draftTypes.includes(input.type)) ctx.addIssue({ code: 'custom', message: noDraftGeneratorMessage(input.type), path: ['type'] });
  });
export type GenerateDraftInput = z.output<typeof generateDraftInput>;

/** A generated task as the upload form's fields: the form is filled with it, the author checks and uploads. */
export const generatedDraftSchema = z.object({
  type: z.number(),
  difficulty: z.number(),
  text: z.string(),
  answer_type: z.enum(['field', 'table']),
  /** A field answer; null for a table. */
  answer: z.string().nullable(),
  /** A table answer's rows; null for a field. */
  answers: z.array(z.array(z.string())).nullable(),
  /** 'Разбор': the steps and the Python program, as HTML. */
  solution: z.string(),
  /** The data files for the student (the upload's attachments), their bytes in base64. */
  files: z.array(z.object({ name: z.string(), content_base64: z.string() })),
  generator: z.object({ id: z.string(), version: z.number(), seed: z.string() }),
});
export type GeneratedDraft = z.infer<typeof generatedDraftSchema>;
