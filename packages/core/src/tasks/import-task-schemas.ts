import { z } from '../validation/z';
import { checkTaskFields, createTaskFields, taskFormOf } from './task-authoring-schemas';

/*
 * `ege import` writes through these: a task of the upload form plus its import key and content hash.
 * The form's fields are the upload's own, so a multipart call carries them the same way.
 */

export const importKeyMessage = 'Ключ импорта — от 1 до 200 символов';
export const importHashMessage = 'Хеш содержимого — 64 шестнадцатеричных символа (SHA-256)';
export const maxImportStatusKeys = 500;

const importKey = z.string({ error: importKeyMessage }).trim().min(1, importKeyMessage).max(200, importKeyMessage);
const importHash = z.string({ error: importHashMessage }).regex(/^[0-9a-f]{64}$/, importHashMessage);
const formBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' || value === '' ? false : value),
  z.boolean({ error: 'update — true или false' }),
);

/** POST /tasks/import/: the upload form's fields with import_key, import_hash and update. */
export const importTaskInput = createTaskFields
  .extend({
    import_key: importKey.meta({ description: 'Ключ задания среди заданий автора: key из task.yaml или путь папки' }),
    import_hash: importHash.meta({ description: 'SHA-256 нормализованного содержимого (манифест, текст, файлы)' }),
    update: formBoolean.optional().meta({ description: 'true: заменить содержимое изменённого задания с этим ключом' }),
  })
  .superRefine(...checkTaskFields)
  .transform((form, ctx) => ({ form: taskFormOf(form, ctx), import_key: form.import_key, import_hash: form.import_hash, update: form.update ?? false }));
export type ImportTaskInput = z.output<typeof importTaskInput>;

export const importStatuses = ['created', 'updated', 'unchanged', 'changed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importedTaskSchema = z.object({
  key: z.string(),
  kind: z.enum(['task', 'block']),
  /** The task's id, or the first question's of a block. */
  id: z.number(),
  ids: z.array(z.number()),
  block_id: z.number().nullable(),
  hash: z.string().nullable(),
});
export type ImportedTask = z.infer<typeof importedTaskSchema>;

export const importResultSchema = importedTaskSchema.extend({ status: z.enum(importStatuses) });
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /tasks/import/status/: which of these keys the caller has imported already, with their hashes. */
export const importStatusInput = z.object({
  keys: z
    .array(importKey, { error: 'keys — список ключей' })
    .max(maxImportStatusKeys, `Не более ${maxImportStatusKeys} ключей за запрос`),
});
export const importStatusSchema = z.object({ tasks: z.array(importedTaskSchema) });
export type ImportStatusList = z.infer<typeof importStatusSchema>;
