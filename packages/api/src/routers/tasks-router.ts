import type { Actor } from '@ege/core/identity/actor';
import { blockPayloadSchema, randomBlockInput, randomBlocksInput } from '@ege/core/tasks/bank/block-schemas';
import { checkTrainerAnswer } from '@ege/core/solving/check-trainer-answer';
import { checkGuestAnswer } from '@ege/core/solving/check-guest-answer';
import { claimGuestAttempts } from '@ege/core/solving/claim-guest-attempts';
import { getBlockOfTask } from '@ege/core/tasks/bank/get-block-of-task';
import { getRandomBlock, getRandomBlocks } from '@ege/core/tasks/bank/get-blocks';
import { getTaskStats } from '@ege/core/tasks/bank/get-task-stats';
import { getTask } from '@ege/core/tasks/bank/get-tasks';
import { getGeneratedTask, getRandomTask } from '@ege/core/tasks/bank/pick-random-task';
import { revealAnswers } from '@ege/core/solving/reveal-answers';
import { taskTypeCatalog } from '@ege/core/tasks/bank/task-type-catalog';
import {
  checkAnswerInput,
  checkResultSchema,
  claimGuestAttemptsInput,
  claimGuestAttemptsResultSchema,
  guestCheckResultSchema,
  generateTaskInput,
  randomTaskInput,
  revealManyInput,
  revealResultSchema,
  taskIdInput,
  taskPayloadSchema,
  taskStatsSchema,
} from '@ege/core/tasks/bank/task-schemas';
import type { AuthUser } from '@ege/core/identity/auth-user';
import { z } from '@ege/core/validation/z';
import { publicProcedure, router, signedInProcedure } from '../trpc';
import { taskCodeProcedures } from './task-code-procedures';
import { taskQualityProcedures } from './task-quality-procedures';
import { taskRevisionProcedures } from './task-revision-procedures';

const tags = ['tasks'];
const userOf = (actor: Actor): AuthUser | null => (actor.kind === 'user' ? actor.user : null);

export const tasksRouter = router({
  metadata: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/metadata/', tags, protect: false, summary: 'Типы заданий: название, значок, цвет' } })
    .output(z.object({ task_types: z.record(z.string(), z.object({ name: z.string(), icon: z.string(), color: z.string() })) }))
    .query(() => ({ task_types: taskTypeCatalog })),

  random: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/task/', tags, protect: false, summary: 'Случайное задание типа (сначала нерешённые; гостю — из банка)' } })
    .input(randomTaskInput)
    .output(taskPayloadSchema)
    .query(({ ctx, input }) => getRandomTask(ctx.deps, userOf(ctx.actor), input)),

  generate: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/generated/', tags, summary: 'Новое сгенерированное задание типа (сохраняется в банк)' } })
    .input(generateTaskInput)
    .output(taskPayloadSchema)
    .mutation(({ ctx, input }) => getGeneratedTask(ctx.deps, ctx.user, input)),

  byId: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/task/{id}/', tags, protect: false, summary: 'Задание по id (гостю — без ответа и разбора)' } })
    .input(taskIdInput)
    .output(taskPayloadSchema)
    .query(({ ctx, input }) => getTask(ctx.deps, userOf(ctx.actor), input.id)),

  stats: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/task/{id}/stats/', tags, protect: false, summary: 'Среднее время и среднее число попыток' } })
    .input(taskIdInput)
    .output(taskStatsSchema)
    .query(({ ctx, input }) => getTaskStats(ctx.deps.db, input.id)),

  check: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/check/', tags, summary: 'Проверить ответ (опыт — один раз за задание)' } })
    .input(checkAnswerInput)
    .output(checkResultSchema)
    .mutation(({ ctx, input }) => checkTrainerAnswer(ctx.deps, ctx.user, input)),

  guestCheck: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/guest-check/', tags, protect: false, summary: 'Проверить ответ гостя: только вердикт, без опыта и без сохранения' } })
    .input(checkAnswerInput)
    .output(guestCheckResultSchema)
    .mutation(({ ctx, input }) => checkGuestAnswer(ctx.deps, ctx.ip, input)),

  claimGuestAttempts: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/guest-attempts/', tags, summary: 'Перенести попытки гостя в аккаунт (один раз; опыт — по правилам проверки)' } })
    .input(claimGuestAttemptsInput)
    .output(claimGuestAttemptsResultSchema)
    .mutation(({ ctx, input }) => claimGuestAttempts(ctx.deps, ctx.user, input)),

  reveal: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/{id}/reveal-answer/', tags, summary: 'Показать ответ (задание больше не даёт опыта)' } })
    .input(taskIdInput)
    .output(revealResultSchema)
    .mutation(async ({ ctx, input }) => (await revealAnswers(ctx.deps, ctx.user, [input.id]))[0]!),

  revealMany: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/reveal-answer/', tags, summary: 'Показать ответы нескольких заданий: ?ids=1,2,3' } })
    .input(revealManyInput)
    .output(z.object({ answers: z.array(revealResultSchema) }))
    .mutation(async ({ ctx, input }) => ({ answers: await revealAnswers(ctx.deps, ctx.user, input.ids) })),

  block: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/block-19-21/', tags, protect: false, summary: 'Случайный блок 19–21 (или блок вопроса ?task_id=)' } })
    .input(randomBlockInput)
    .output(blockPayloadSchema)
    .query(({ ctx, input }) =>
      input.task_id === undefined ? getRandomBlock(ctx.deps, userOf(ctx.actor), input.subject) : getBlockOfTask(ctx.deps, userOf(ctx.actor), input.task_id),
    ),

  blocks: publicProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/blocks-19-21/', tags, protect: false, summary: 'Несколько разных блоков 19–21' } })
    .input(randomBlocksInput)
    .output(z.object({ blocks: z.array(blockPayloadSchema) }))
    .query(async ({ ctx, input }) => ({ blocks: await getRandomBlocks(ctx.deps, userOf(ctx.actor), input.subject, input.count) })),

  ...taskCodeProcedures,
  ...taskQualityProcedures,
  ...taskRevisionProcedures,
});
