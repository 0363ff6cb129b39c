import type { Actor } from '@ege/core/identity/actor';
import { generatedFiller } from '@ege/core/variants/generated-filler';
import type { AuthUser } from '@ege/core/identity/auth-user';
import { z } from '@ege/core/validation/z';
import { createVariant } from '@ege/core/variants/create-variant';
import { deleteVariant } from '@ege/core/variants/delete-variant';
import { finishVariant } from '@ege/core/variants/finish-variant';
import { answerKeySchema } from '@ege/core/variants/answer-key-schemas';
import { getAnswerKey } from '@ege/core/variants/get-answer-key';
import { getVariant } from '@ege/core/variants/get-variant';
import { getVariantResults } from '@ege/core/variants/get-variant-results';
import { listVariants } from '@ege/core/variants/list-variants';
import { saveVariantProgress } from '@ege/core/variants/save-variant-progress';
import { selectTasks } from '@ege/core/variants/select-tasks';
import { updateVariant } from '@ege/core/variants/update-variant';
import {
  createVariantInput,
  finishVariantInput,
  listVariantsInput,
  saveProgressInput,
  selectTasksInput,
  updateVariantInput,
  variantDetailSchema,
  variantFinishSchema,
  variantIdInput,
  variantResultsSchema,
  variantSessionSchema,
  variantPageSchema,
} from '@ege/core/variants/variant-schemas';
import { publicProcedure, router, signedInProcedure } from '../trpc';

const tags = ['variants'];
const userOf = (actor: Actor): AuthUser | null => (actor.kind === 'user' ? actor.user : null);

export const variantsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tasks/variants/',
        tags,
        protect: false,
        summary: 'Варианты: свои и публичные (?tab=mine|public|homework), по 20 (page_size) от новых; следующая страница — ?cursor=next_cursor; гостю — только публичные',
      },
    })
    .input(listVariantsInput)
    .output(variantPageSchema)
    .query(({ ctx, input }) => listVariants(ctx.deps, userOf(ctx.actor), input)),

  byId: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/variants/{id}/', tags, protect: false, summary: 'Вариант с заданиями и сохранённым прогрессом' } })
    .input(variantIdInput)
    .output(variantDetailSchema)
    .query(({ ctx, input }) => getVariant(ctx.deps, userOf(ctx.actor), input.id)),

  create: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/variants/', tags, summary: 'Создать вариант из id заданий (tasks) или количеств по типам (tasksByType)' } })
    .input(createVariantInput)
    .output(variantDetailSchema)
    .mutation(({ ctx, input }) => createVariant(ctx.deps, ctx.user, input)),

  update: signedInProcedure
    .meta({ openapi: { method: 'PUT', path: '/tasks/variants/{id}/', tags, summary: 'Изменить свой непубличный вариант (админ — любой)' } })
    .input(updateVariantInput)
    .output(variantDetailSchema)
    .mutation(({ ctx, input }) => updateVariant(ctx.deps, ctx.user, input)),

  remove: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/tasks/variants/{id}/', tags, summary: 'Удалить свой непубличный вариант (админ — любой)' } })
    .input(variantIdInput)
    .output(z.object({ detail: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteVariant(ctx.deps, ctx.user, input.id);
      return { detail: 'Вариант удалён' };
    }),

  selectTasks: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/variants/select_tasks/', tags, summary: 'Подобрать задания по количествам типов (без повторов, блоки 19-21 целиком)' } })
    .input(selectTasksInput)
    .output(z.object({ task_ids: z.array(z.number()) }))
    .mutation(async ({ ctx, input }) => ({ task_ids: await selectTasks(ctx.deps.db, ctx.user.id, input, generatedFiller(ctx.deps, ctx.user.id)) })),

  saveProgress: signedInProcedure
    .meta({ openapi: { method: 'PUT', path: '/tasks/variants/{id}/progress/', tags, summary: 'Сохранить ответы и время решения' } })
    .input(saveProgressInput)
    .output(variantSessionSchema)
    .mutation(({ ctx, input }) => saveVariantProgress(ctx.deps, ctx.user, input)),

  finish: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/variants/{id}/finish/', tags, summary: 'Завершить: проверить все ответы (опыт — один раз за задание)' } })
    .input(finishVariantInput)
    .output(variantFinishSchema)
    .mutation(({ ctx, input }) => finishVariant(ctx.deps, ctx.user, input)),

  results: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/variants/{id}/results/', tags, summary: 'Результаты последнего завершения' } })
    .input(variantIdInput)
    .output(variantResultsSchema)
    .query(({ ctx, input }) => getVariantResults(ctx.deps, ctx.user, input.id)),

  answerKey: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/tasks/variants/{id}/answer-key/',
        tags,
        summary: 'Ключ ответов к варианту для печати: только преподавателю, автору и администратору (ученику — 403)',
      },
    })
    .input(variantIdInput)
    .output(answerKeySchema)
    .query(({ ctx, input }) => getAnswerKey(ctx.deps, ctx.user, input.id)),
});
