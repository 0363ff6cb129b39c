import { z } from '../../validation/z';
import { blockKey, blockTypes } from '../bank/task-type-catalog';
import { generatorTypes } from '../../generators/generator-types';
import { messages } from '../../text/messages';

export const draftTypeMessage = messages.typeNumber;
export const draftDifficultyMessage = messages.difficulty;
/** The types the upload form's 'Сгенерировать' fills: every type with a generator (19, 20 or 21 as their whole block). */
export const draftTypes = generatorTypes;

/** 1, 2, 3, 5 → '1–3, 5': the list of types with a generator, short in a message. */
function rangesOf(types: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const type of [...types].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && type === last[1] + 1) last[1] = type;
    else ranges.push([type, type]);
  }
  return ranges.map(([from, to]) => (from === to ? String(from) : to === from + 1 ? `${from}, ${to}` : `${from}–${to}`)).join(', ');
}

export const noDraftGeneratorMessage = (type: number) => `Для задания ${type} генератора нет. Генераторы есть для заданий: ${rangesOf(draftTypes)}`;

/** POST /tasks/generate-draft/: the type (one with a generator) and, optionally, the difficulty. */
export const generateDraftInput = z
  .object({
    type: z.coerce
      .number({ error: draftTypeMessage })
      .int(draftTypeMessage)
      .meta({ description: `Тип задания с генератором: ${rangesOf(draftTypes)}; для 19, 20 или 21 — целый блок 19–21 (одна игра, три вопроса)` }),
    difficulty: z.coerce
      .number({ error: draftDifficultyMessage })
      .int(draftDifficultyMessage)
      .min(1, draftDifficultyMessage)
      .max(3, draftDifficultyMessage)
      .optional()
      .meta({ description: '1–3; по умолчанию 2' }),
  })
  .superRefine((input, ctx) => {
    if (!draftTypes.includes(input.type)) ctx.addIssue({ code: 'custom', message: noDraftGeneratorMessage(input.type), path: ['type'] });
  });
export type GenerateDraftInput = z.output<typeof generateDraftInput>;

/** An answer as the upload form's fields take it: answer_type with the field's value or the table's rows. */
const draftAnswerFields = {
  answer_type: z.enum(['field', 'table']),
  /** A field answer; null for a table. */
  answer: z.string().nullable(),
  /** A table answer's rows; null for a field. */
  answers: z.array(z.array(z.string())).nullable(),
};

/** The generator and the seed that rebuild the draft; a block's is its question 19's (type-19), as a block's task.yaml takes it. */
const draftGenerator = z.object({ id: z.string(), version: z.number(), seed: z.string() });

/** A generated task as the single task form's fields: the form is filled with it, the author checks and uploads. */
export const generatedTaskDraftSchema = z.object({
  kind: z.literal('task'),
  type: z.number(),
  difficulty: z.number(),
  text: z.string(),
  ...draftAnswerFields,
  /** 'Разбор': the steps and the Python program, as HTML. */
  solution: z.string(),
  /** The data files for the student (the upload's attachments), their bytes in base64. */
  files: z.array(z.object({ name: z.string(), content_base64: z.string() })),
  generator: draftGenerator,
});
export type GeneratedTaskDraft = z.infer<typeof generatedTaskDraftSchema>;

export const generatedBlockQuestionSchema = z.object({
  type: z.literal(blockTypes),
  question: z.string(),
  ...draftAnswerFields,
  /** The question's own 'Разбор', as HTML. */
  solution: z.string(),
});
export type GeneratedBlockQuestionDraft = z.infer<typeof generatedBlockQuestionSchema>;

/** A generated 19–21 block as the block form's fields: the game's condition and its three questions (decision 065). */
export const generatedBlockDraftSchema = z.object({
  kind: z.literal('block'),
  type: z.literal(blockKey),
  difficulty: z.number(),
  condition: z.string(),
  questions: z.array(generatedBlockQuestionSchema).length(blockTypes.length).meta({ description: 'Вопросы 19, 20 и 21 по порядку' }),
  generator: draftGenerator,
});
export type GeneratedBlockDraft = z.infer<typeof generatedBlockDraftSchema>;

/** What 'Сгенерировать' fills: a task for the single task form, or for 19, 20 and 21 a whole block for the block form. */
export const generatedDraftSchema = z.discriminatedUnion('kind', [generatedTaskDraftSchema, generatedBlockDraftSchema]);
export type GeneratedDraft = z.infer<typeof generatedDraftSchema>;
