import { createTheory } from '@ege/core/theory/create-theory';
import { deleteTheory } from '@ege/core/theory/delete-theory';
import { getTheory } from '@ege/core/theory/get-theory';
import { listTheory } from '@ege/core/theory/list-theory';
import {
  createTheoryInput,
  listTheoryInput,
  theoryDeletedSchema,
  theoryIdInput,
  theoryImageSchema,
  theoryListSchema,
  theorySchema,
  updateTheoryInput,
} from '@ege/core/theory/theory-schemas';
import { updateTheory } from '@ege/core/theory/update-theory';
import { uploadTheoryImage } from '@ege/core/theory/upload-theory-image';
import { procedureFor, publicProcedure, router } from '../trpc';

const tags = ['theory'];
/** Admins and authors write theory (docs/decisions/029). */
const editorProcedure = procedureFor('authoring');

export const theoryRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/theory/', tags, summary: 'Теория: опубликованная (редакторам — вся); ?task_number= — одного задания (19–21 — одна)' } })
    .input(listTheoryInput)
    .output(theoryListSchema)
    .query(({ ctx, input }) => listTheory(ctx.deps, ctx.actor, input)),

  get: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/theory/{id}/', tags, summary: 'Теория по id (черновик и архив — только редакторам)' } })
    .input(theoryIdInput)
    .output(theorySchema)
    .query(({ ctx, input }) => getTheory(ctx.deps, ctx.actor, input.id)),

  create: editorProcedure
    .meta({ openapi: { method: 'POST', path: '/theory/', tags, summary: 'Создать теорию; опубликованная заменяет прежнюю опубликованную того же задания' } })
    .input(createTheoryInput)
    .output(theorySchema)
    .mutation(({ ctx, input }) => createTheory(ctx.deps, ctx.actor, input)),

  update: editorProcedure
    .meta({ openapi: { method: 'PUT', path: '/theory/{id}/', tags, summary: 'Изменить теорию: переданные поля' } })
    .input(updateTheoryInput)
    .output(theorySchema)
    .mutation(({ ctx, input }) => updateTheory(ctx.deps, ctx.actor, input)),

  remove: editorProcedure
    .meta({ openapi: { method: 'DELETE', path: '/theory/{id}/', tags, summary: 'Удалить теорию (страница задания вернётся к встроенной)' } })
    .input(theoryIdInput)
    .output(theoryDeletedSchema)
    .mutation(({ ctx, input }) => deleteTheory(ctx.deps, ctx.actor, input.id)),

  uploadImage: editorProcedure
    .meta({
      openapi: { method: 'POST', path: '/theory/upload-image/', tags, contentTypes: ['multipart/form-data'], summary: 'Изображение для редактора теории: form-data file → location' },
    })
    .output(theoryImageSchema)
    .mutation(({ ctx }) => uploadTheoryImage(ctx.deps, ctx.actor, ctx.files)),
});
