import { generateDraft } from '@ege/core/tasks/authoring/generate-draft';
import { generatedDraftSchema, generateDraftInput } from '@ege/core/tasks/authoring/generated-draft-schemas';
import { createTask } from '@ege/core/tasks/authoring/create-task';
import { deleteTask } from '@ege/core/tasks/authoring/delete-task';
import { deleteUploadDraft } from '@ege/core/tasks/authoring/delete-upload-draft';
import { getEditableTask } from '@ege/core/tasks/authoring/get-editable-task';
import { getUploadDraft } from '@ege/core/tasks/authoring/get-upload-draft';
import { getImportStatus, importTask, importTasks } from '@ege/core/task-edits/import-tasks';
import {
  importBatchResultSchema,
  importResultSchema,
  importStatusInput,
  importStatusSchema,
  importTaskInput,
  importTasksInput,
  maxImportBatchTasks,
  recordedExportHashesSchema,
  recordExportHashesInput,
} from '@ege/core/tasks/authoring/import-task-schemas';
import { recordExportHashes } from '@ege/core/tasks/authoring/record-export-hashes';
import { maxUploadBytes } from '@ege/core/storage/check-image';
import { listTasks } from '@ege/core/tasks/bank/list-tasks';
import { saveUploadDraft } from '@ege/core/tasks/authoring/save-upload-draft';
import {
  createdTaskSchema,
  createTaskInput,
  detailSchema,
  listTasksInput,
  saveUploadDraftInput,
  taskListSchema,
  updateTaskInput,
  uploadDraftSchema,
  uploadedImageSchema,
} from '@ege/core/tasks/authoring/task-authoring-schemas';
import { taskIdInput, taskPayloadSchema } from '@ege/core/tasks/bank/task-schemas';
import { updateTask } from '@ege/core/task-edits/update-task';
import { uploadTaskImage } from '@ege/core/tasks/files/upload-task-image';
import { procedureFor, router } from '../trpc';

const tags = ['tasks'];
const formOrJson = ['multipart/form-data', 'application/json'] as const;
/** Authors manage their own tasks, admins every task (the ownership check is the services'). */
const authoringProcedure = procedureFor('authoring');

export const taskAuthoringRouter = router({
  list: authoringProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/tasks/', tags, summary: 'Свои задания (админу — все) с ответами; ?minimal=true — кратко' } })
    .input(listTasksInput)
    .output(taskListSchema)
    .query(({ ctx, input }) => listTasks(ctx.deps, ctx.actor, input)),

  create: authoringProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/tasks/', tags, summary: 'Создать задание (или блок 19-21 при type=19-21) из JSON' } })
    .input(createTaskInput)
    .output(createdTaskSchema)
    .mutation(({ ctx, input }) => createTask(ctx.deps, ctx.actor, input, ctx.files)),

  upload: authoringProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/tasks/',
        tags,
        contentTypes: [...formOrJson],
        summary: 'Загрузить задание: form-data с файлами image, solution_document, attachments (до 4); type=19-21 — блок',
      },
    })
    .input(createTaskInput)
    .output(createdTaskSchema)
    .mutation(({ ctx, input }) => createTask(ctx.deps, ctx.actor, input, ctx.files)),

  get: authoringProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/tasks/{id}/', tags, summary: 'Своё задание с ответом — для редактирования' } })
    .input(taskIdInput)
    .output(taskPayloadSchema)
    .query(({ ctx, input }) => getEditableTask(ctx.deps, ctx.actor, input.id)),

  update: authoringProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/tasks/tasks/{id}/',
        tags,
        contentTypes: [...formOrJson],
        summary: 'Изменить своё задание: переданные поля; файлы — через form-data',
      },
    })
    .input(updateTaskInput)
    .output(taskPayloadSchema)
    .mutation(({ ctx, input }) => updateTask(ctx.deps, ctx.actor, input, ctx.files)),

  remove: authoringProcedure
    .meta({ openapi: { method: 'DELETE', path: '/tasks/tasks/{id}/', tags, summary: 'Удалить своё задание с его файлами (вопрос 19-21 — весь блок)' } })
    .input(taskIdInput)
    .output(detailSchema)
    .mutation(({ ctx, input }) => deleteTask(ctx.deps, ctx.actor, input.id)),

  uploadImage: authoringProcedure
    .meta({
      openapi: { method: 'POST', path: '/tasks/upload-image/', tags, contentTypes: ['multipart/form-data'], summary: 'Изображение для редактора: form-data file → url' },
    })
    .output(uploadedImageSchema)
    .mutation(({ ctx }) => uploadTaskImage(ctx.deps, ctx.actor, ctx.files)),

  importTask: authoringProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/tasks/import/',
        tags,
        contentTypes: [...formOrJson],
        summary: 'Импорт (ege import): поля формы загрузки + import_key, import_hash; создать, или unchanged/changed, или с update=true заменить',
      },
    })
    .input(importTaskInput)
    .output(importResultSchema)
    .mutation(({ ctx, input }) => importTask(ctx.deps, ctx.actor, input, ctx.files)),

  importTasks: authoringProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/tasks/import/batch/',
        tags,
        contentTypes: [...formOrJson],
        summary: `Импорт пакетом (ege import): tasks — до ${maxImportBatchTasks} заданий importTask, каждое в своей точке сохранения; файлы — поля 0.image, 3.attachments`,
      },
      // Six files a task at most; the CLI keeps its batches far below the bytes (decision 021).
      uploads: { files: maxImportBatchTasks * 6, fieldBytes: 8 * 1024 * 1024, totalBytes: 8 * maxUploadBytes },
    })
    .input(importTasksInput)
    .output(importBatchResultSchema)
    .mutation(({ ctx, input }) => importTasks(ctx.deps, ctx.actor, input.tasks, ctx.files, { dryRun: input.dry_run ?? false })),

  importStatus: authoringProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/import/status/', tags, summary: 'Какие из ключей импорта уже есть у автора: id и хеш содержимого' } })
    .input(importStatusInput)
    .output(importStatusSchema)
    // A read, but 500 keys do not fit in a GET's address: tRPC sends mutations as POST bodies.
    .mutation(({ ctx, input }) => getImportStatus(ctx.deps, ctx.actor, input)),

  recordExport: authoringProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/tasks/export/hashes/',
        tags,
        summary: 'Экспорт (ege export): хеш записанной папки для каждого своего задания (по uid и updated_at), чтобы импорт той же папки был «без изменений»',
      },
    })
    .input(recordExportHashesInput)
    .output(recordedExportHashesSchema)
    .mutation(({ ctx, input }) => recordExportHashes(ctx.deps, ctx.actor, input)),

  draft: authoringProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/upload-draft/', tags, summary: 'Автосохранённый черновик формы загрузки' } })
    .output(uploadDraftSchema)
    .query(({ ctx }) => getUploadDraft(ctx.deps, ctx.actor)),

  saveDraft: authoringProcedure
    .meta({ openapi: { method: 'PUT', path: '/tasks/upload-draft/', tags, summary: 'Сохранить черновик формы загрузки (до 200 КБ)' } })
    .input(saveUploadDraftInput)
    .output(uploadDraftSchema)
    .mutation(({ ctx, input }) => saveUploadDraft(ctx.deps, ctx.actor, input)),

  generateDraft: authoringProcedure
    .meta({
      openapi: { method: 'POST', path: '/tasks/generate-draft/', tags, summary: 'Задание от генератора для формы загрузки: условие, ответ, разбор, файлы; для 19–21 — целый блок (ничего не сохраняется)' },
    })
    .input(generateDraftInput)
    .output(generatedDraftSchema)
    // A fresh seed each call: a mutation, not a cacheable read.
    .mutation(({ ctx, input }) => generateDraft(ctx.deps, ctx.actor, input)),

  deleteDraft: authoringProcedure
    .meta({ openapi: { method: 'DELETE', path: '/tasks/upload-draft/', tags, summary: 'Удалить черновик формы загрузки' } })
    .output(detailSchema)
    .mutation(({ ctx }) => deleteUploadDraft(ctx.deps, ctx.actor)),
});
