import { requireUser } from '@ege/core/identity/actor';
import { assignHomework } from '@ege/core/homework/assign-homework';
import { createHomeworkVariant } from '@ege/core/homework/create-homework-variant';
import { deleteHomework } from '@ege/core/homework/delete-homework';
import { getNextHomeworkTask } from '@ege/core/homework/get-next-homework-task';
import {
  assignHomeworkInput,
  createHomeworkVariantInput,
  homeworkAssignmentSchema,
  homeworkListSchema,
  homeworkRefInput,
  listHomeworkInput,
  nextHomeworkTaskSchema,
  solvedTypesInput,
  solvedTypesSchema,
  updateHomeworkInput,
} from '@ege/core/homework/homework-schemas';
import { listHomework } from '@ege/core/homework/list-homework';
import { homeworkPreviewSchema, previewHomeworkInput, recentHomeworkIssuesInput, recentHomeworkIssuesSchema } from '@ege/core/homework/homework-preview-schemas';
import { listRecentHomeworkIssues } from '@ege/core/homework/list-recent-homework-issues';
import { listSolvedTypes } from '@ege/core/homework/list-solved-types';
import { previewHomework } from '@ege/core/homework/preview-homework';
import { updateHomework } from '@ege/core/homework/update-homework';
import { z } from '@ege/core/validation/z';
import { procedureFor, router, signedInProcedure } from '../trpc';
import { homeworkExportProcedures } from './homework-export-procedures';

const tags = ['homework'];
/** Teachers and admins, with the user in ctx: an assignment records who issued it. */
const staffProcedure = procedureFor('staff').use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }));

export const homeworkRouter = router({
  list: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/homework/', tags, summary: 'Домашние задания: active и completed (преподаватель — ?user_id= ученика)' } })
    .input(listHomeworkInput)
    .output(homeworkListSchema)
    .query(({ ctx, input }) => listHomework(ctx.deps, ctx.user, input)),

  assign: staffProcedure
    .meta({ openapi: { method: 'POST', path: '/users/homework/', tags, summary: 'Выдать ДЗ ученикам: количества по типам, подбор без решённых' } })
    .input(assignHomeworkInput)
    .output(z.array(homeworkAssignmentSchema))
    .mutation(({ ctx, input }) => assignHomework(ctx.deps, ctx.user, input)),

  // A dry run of assign: it draws, writes nothing; the screen shows it before 'Выдать' (decision 023).
  preview: staffProcedure
    .meta({ openapi: { method: 'POST', path: '/users/homework/preview/', tags, summary: 'Предпросмотр выдачи ДЗ: подбор для каждого ученика без записи' } })
    .input(previewHomeworkInput)
    .output(homeworkPreviewSchema)
    .mutation(({ ctx, input }) => previewHomework(ctx.deps.db, input)),

  recentIssues: staffProcedure
    .meta({ openapi: { method: 'GET', path: '/users/homework/recent-issues/', tags, summary: 'Последние выдачи ДЗ вызывающего, с учениками каждой' } })
    .input(recentHomeworkIssuesInput)
    .output(recentHomeworkIssuesSchema)
    .query(({ ctx, input }) => listRecentHomeworkIssues(ctx.deps.db, ctx.user.id, input.limit)),

  update: staffProcedure
    .meta({ openapi: { method: 'PUT', path: '/users/homework/', tags, summary: 'Изменить выданное ДЗ (новые количества — новый подбор)' } })
    .input(updateHomeworkInput)
    .output(homeworkAssignmentSchema)
    .mutation(({ ctx, input }) => updateHomework(ctx.deps, ctx.user, input)),

  remove: staffProcedure
    .meta({ openapi: { method: 'DELETE', path: '/users/homework/', tags, summary: 'Удалить выданное ДЗ' } })
    .input(homeworkRefInput)
    .output(z.object({ detail: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteHomework(ctx.deps, ctx.user, input);
      return { detail: 'Домашнее задание удалено' };
    }),

  solvedTypes: staffProcedure
    .meta({ openapi: { method: 'GET', path: '/users/homework/solved-types/', tags, summary: 'Типы заданий, решённые учеником (по умолчанию в ДЗ — по одной задаче каждого)' } })
    .input(solvedTypesInput)
    .output(solvedTypesSchema)
    .query(({ ctx, input }) => listSolvedTypes(ctx.deps.db, input.user_id)),

  createVariant: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/users/homework/create-variant/', tags, summary: 'Открыть своё ДЗ как вариант (повторно — тот же вариант)' } })
    .input(createHomeworkVariantInput)
    .output(z.object({ variant_id: z.number() }))
    .mutation(({ ctx, input }) => createHomeworkVariant(ctx.deps, ctx.user, input.homework_id)),

  next: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/homework/next/', tags, summary: 'Следующее нерешённое задание текущего ДЗ' } })
    .output(nextHomeworkTaskSchema)
    .query(({ ctx }) => getNextHomeworkTask(ctx.deps, ctx.user)),

  ...homeworkExportProcedures,
});
