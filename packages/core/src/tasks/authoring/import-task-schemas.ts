import { typeOfGeneratorId } from '../../generators/generator-id';
import { z } from '../../validation/z';
import { checkTaskFields, createTaskFields, taskFormOf } from './task-authoring-schemas';
import type { BlockKey } from '../bank/task-type-catalog';
import { pluralRu } from '../../text/plural-ru';

/*
 * `ege import` writes through these: a task of the upload form plus its import key and content hash.
 * The form's fields are the upload's own, so a multipart call carries them the same way.
 */

export const importKeyMessage = 'Ключ импорта — от 1 до 200 символов';
export const importHashMessage = 'Хеш содержимого — 64 шестнадцатеричных символа (SHA-256)';
export const importUidMessage = 'uid — идентификатор задания из экспорта (UUID, 36 символов)';
export const maxImportStatusKeys = 500;
export const maxImportBatchTasks = 200;
export const importBatchSizeMessage = `Пакет импорта — от 1 до ${maxImportBatchTasks} ${pluralRu(maxImportBatchTasks, ['задания', 'заданий', 'заданий'])}`;
export const importBatchKeyMessage = (key: string) => `Ключ ${key} повторяется в пакете`;

export const generatorFieldMessage = 'generator — {id: "type-05", version: 1, seed: "…"}';
export const generatorIdMessage = 'generator.id — ключ генератора вида type-05';
export const generatorVersionMessage = 'generator.version — целое число от 1 до 1000000';
export const generatorSeedMessage = 'generator.seed — от 1 до 100 символов';
export const generatorTypeMessage = (id: string, type: number | BlockKey) => `Генератор ${id} строит задания другого типа, чем ${type}`;

const importKey = z.string({ error: importKeyMessage }).trim().min(1, importKeyMessage).max(200, importKeyMessage);
const importHash = z.string({ error: importHashMessage }).regex(/^[0-9a-f]{64}$/, importHashMessage);
/** The identity `ege export` writes (decision 078): a task's or a block's uid, compared in lower case. */
const importUid = z
  .string({ error: importUidMessage })
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, importUidMessage)
  .transform((uid) => uid.toLowerCase());
const formBooleanOf = (field: string) =>
  z.preprocess(
    (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value),
    z.boolean({ error: `${field} — true или false` }),
  );
const formBoolean = formBooleanOf('update');

/** A multipart body carries the list as one JSON text field; JSON and tRPC carry it as it is. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * Where a generated task came from (task.yaml's `generator`, decision 040): the generator's key, its
 * version and the seed, so the task can be rebuilt and re-checked. YAML reads the version as text.
 */
export const taskGeneratorInput = z.preprocess(
  (value) => (value === '' ? undefined : jsonText(value)),
  z
    .strictObject(
      {
        id: z.string({ error: generatorIdMessage }).refine((id) => typeOfGeneratorId(id) !== null, generatorIdMessage),
        version: z.coerce.number({ error: generatorVersionMessage }).int(generatorVersionMessage).min(1, generatorVersionMessage).max(1_000_000, generatorVersionMessage),
        seed: z.string({ error: generatorSeedMessage }).trim().min(1, generatorSeedMessage).max(100, generatorSeedMessage),
      },
      { error: generatorFieldMessage },
    )
    .optional()
    .meta({ description: 'Задание построено генератором: {"id": "type-05", "version": 1, "seed": "…"}; в form-data — JSON-строка' }),
);
export type TaskGeneratorRef = { id: string; version: number; seed: string };

/** The generator builds tasks of one type: the form's type must be its own. */
function checkGeneratorType(form: { type: number | BlockKey; generator?: TaskGeneratorRef | undefined }, ctx: z.RefinementCtx) {
  const id = form.generator?.id;
  const type = id === undefined ? null : typeOfGeneratorId(id);
  // A generated 19–21 block names its first question's generator (type-19, decision 065).
  if (type === null || type === form.type || (type === 19 && form.type === '19-21')) return;
  ctx.addIssue({ code: 'custom', message: generatorTypeMessage(id!, form.type), path: ['generator', 'id'] });
}

/** POST /tasks/import/: the upload form's fields with import_key, import_hash, update and the generator. */
export const importTaskInput = createTaskFields
  .extend({
    import_key: importKey.meta({ description: 'Ключ задания среди заданий автора: key из task.yaml или путь папки' }),
    import_hash: importHash.meta({ description: 'SHA-256 нормализованного содержимого (манифест, текст, файлы)' }),
    uid: z
      .preprocess((value) => (value === '' ? undefined : value), importUid.optional())
      .meta({ description: 'uid из task.yaml (его пишет ege export): задание этого сервера узнаётся по нему, новое получает его' }),
    update: formBoolean.optional().meta({ description: 'true: заменить содержимое изменённого задания с этим ключом' }),
    generator: taskGeneratorInput,
  })
  .superRefine(...checkTaskFields)
  .superRefine(checkGeneratorType)
  .transform((form, ctx) => ({
    form: taskFormOf(form, ctx),
    import_key: form.import_key,
    import_hash: form.import_hash,
    uid: form.uid ?? null,
    update: form.update ?? false,
    generator: form.generator ?? null,
  }));
export type ImportTaskInput = z.output<typeof importTaskInput>;

/**
 * A batch's files travel as the upload's fields prefixed with the task's place in the batch: "0.image",
 * "3.attachments", in a multipart body as in the local caller's files.
 */
export const importFileField = (index: number, field: string) => `${index}.${field}`;

/** POST /tasks/import/batch/: many tasks of importTaskInput, each written in its own savepoint. */
export const importTasksInput = z.object({
  dry_run: formBooleanOf('dry_run')
    .optional()
    .meta({ description: 'true: выполнить и откатить — ответ говорит, что сделал бы импорт (и скольким ученикам засчитал бы ответ), ничего не записано' }),
  tasks: z
    .preprocess(
      jsonText,
      z.array(importTaskInput, { error: 'tasks — список заданий' }).min(1, importBatchSizeMessage).max(maxImportBatchTasks, importBatchSizeMessage),
    )
    .superRefine((tasks, ctx) => {
      const seen = new Set<string>();
      for (const [index, task] of tasks.entries()) {
        if (seen.has(task.import_key)) ctx.addIssue({ code: 'custom', message: importBatchKeyMessage(task.import_key), path: [index, 'import_key'] });
        seen.add(task.import_key);
      }
    })
    .meta({ description: `До ${maxImportBatchTasks} ${pluralRu(maxImportBatchTasks, ['задания', 'заданий', 'заданий'])}; в form-data — JSON-строка, файлы — поля вида 0.image, 3.attachments` }),
});
export type ImportTasksInput = z.output<typeof importTasksInput>;

export const importStatuses = ['created', 'updated', 'unchanged', 'changed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/** How an import found the task a folder is (decision 078): by the uid, by the importer's key, or the same generated task. */
export const importMatches = ['uid', 'key', 'generator'] as const;
export type ImportMatch = (typeof importMatches)[number];

export const importedTaskSchema = z.object({
  key: z.string(),
  uid: z.string(),
  kind: z.enum(['task', 'block']),
  /** The task's id, or the first question's of a block. */
  id: z.number(),
  ids: z.array(z.number()),
  block_id: z.number().nullable(),
  hash: z.string().nullable(),
  /** The hash of the folder `ege export` wrote for the task, while it is unedited: that folder is unchanged too. */
  export_hash: z.string().nullable(),
  match: z.enum(importMatches).optional(),
});
export type ImportedTask = z.infer<typeof importedTaskSchema>;

export const importResultSchema = importedTaskSchema.extend({
  status: z.enum(importStatuses),
  /** An update that corrected an answer: the students whose past answers it credited (decision 077). */
  credited: z.number().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** A task of a batch that the server did not write, with the reason, as the single call's error body says it. */
export const importRefusalSchema = z.object({
  key: z.string(),
  status: z.literal('refused'),
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;

export const importBatchResultSchema = z.object({ tasks: z.array(z.union([importResultSchema, importRefusalSchema])) });
export type ImportBatchResult = z.infer<typeof importBatchResultSchema>;

const statusLimitMessage = `Не более ${maxImportStatusKeys} ${pluralRu(maxImportStatusKeys, ['ключа', 'ключей', 'ключей'])} за запрос`;

/** A folder as the import would look it up: its key, the uid it carries, its kind, and a generated task's origin. */
export const importProbeInput = z.object({
  key: importKey,
  uid: importUid.optional(),
  kind: z.enum(['task', 'block'], { error: 'kind — task или block' }),
  generator: taskGeneratorInput,
  difficulty: z.coerce.number({ error: 'difficulty — 1, 2 или 3' }).int('difficulty — 1, 2 или 3').min(1, 'difficulty — 1, 2 или 3').max(3, 'difficulty — 1, 2 или 3').optional(),
});
export type ImportProbe = z.output<typeof importProbeInput>;

/**
 * POST /tasks/import/status/: which of these keys the caller has imported already, with their hashes;
 * `tasks` asks as the import finds a folder (decision 078): by uid, by key, or the same generated task.
 */
export const importStatusInput = z
  .object({
    keys: z.array(importKey, { error: 'keys — список ключей' }).max(maxImportStatusKeys, statusLimitMessage).default([]),
    tasks: z.array(importProbeInput, { error: 'tasks — список папок' }).max(maxImportStatusKeys, statusLimitMessage).optional(),
  })
  .refine((input) => input.keys.length + (input.tasks?.length ?? 0) <= maxImportStatusKeys, statusLimitMessage);
export type ImportStatusInput = z.output<typeof importStatusInput>;
export const importStatusSchema = z.object({ tasks: z.array(importedTaskSchema) });
export type ImportStatusList = z.infer<typeof importStatusSchema>;

export const maxExportHashes = 500;
export const exportedAtMessage = 'updated_at — время изменения задания из списка (ISO 8601)';

/**
 * POST /tasks/export/hashes/: `ege export` records, for each task it wrote, the hash `ege import` computes
 * from the written folder, and the task's updated_at as the list gave it (decision 078).
 */
export const recordExportHashesInput = z.object({
  tasks: z
    .array(
      z.object({
        uid: importUid,
        hash: importHash,
        updated_at: z.string({ error: exportedAtMessage }).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/, exportedAtMessage),
      }),
      { error: 'tasks — список заданий' },
    )
    .min(1, `Список — от 1 до ${maxExportHashes} заданий`)
    .max(maxExportHashes, `Список — от 1 до ${maxExportHashes} заданий`),
});
export type RecordExportHashesInput = z.output<typeof recordExportHashesInput>;
export const recordedExportHashesSchema = z.object({ recorded: z.number() });
