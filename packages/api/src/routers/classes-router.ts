import { requireUser } from '@ege/core/identity/actor';
import {
  classDetailSchema,
  classIdInput,
  classListSchema,
  classReportInput,
  classReportSchema,
  createClassInput,
  updateClassInput,
} from '@ege/core/classes/class-schemas';
import { createClass } from '@ege/core/classes/create-class';
import { deleteClass } from '@ege/core/classes/delete-class';
import { getClass } from '@ege/core/classes/get-class';
import { getClassReport } from '@ege/core/classes/get-class-report';
import { listClasses } from '@ege/core/classes/list-classes';
import { updateClass } from '@ege/core/classes/update-class';
import { z } from '@ege/core/validation/z';
import { procedureFor, router } from '../trpc';
import { classExportProcedures } from './class-export-procedures';

const tags = ['classes'];
/** Teachers and admins, with the user in ctx: a class is its teacher's (decision 069). */
const staffProcedure = procedureFor('staff').use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }));

export const classesRouter = router({
  list: staffProcedure
    .meta({ openapi: { method: 'GET', path: '/classes/', tags, summary: 'Мои классы: группа, которую я веду, и мои списки учеников' } })
    .output(classListSchema)
    .query(({ ctx }) => listClasses(ctx.deps, ctx.user)),

  create: staffProcedure
    .meta({ openapi: { method: 'POST', path: '/classes/', tags, summary: 'Создать класс-список: название и ученики' } })
    .input(createClassInput)
    .output(classDetailSchema)
    .mutation(({ ctx, input }) => createClass(ctx.deps, ctx.user, input)),

  get: staffProcedure
    .meta({ openapi: { method: 'GET', path: '/classes/{id}/', tags, summary: 'Класс с его учениками' } })
    .input(classIdInput)
    .output(classDetailSchema)
    .query(({ ctx, input }) => getClass(ctx.deps, ctx.user, input.id)),

  update: staffProcedure
    .meta({ openapi: { method: 'PUT', path: '/classes/{id}/', tags, summary: 'Изменить класс-список: название и/или весь состав' } })
    .input(updateClassInput)
    .output(classDetailSchema)
    .mutation(({ ctx, input }) => updateClass(ctx.deps, ctx.user, input)),

  remove: staffProcedure
    .meta({ openapi: { method: 'DELETE', path: '/classes/{id}/', tags, summary: 'Удалить класс-список (ученики и их решения остаются)' } })
    .input(classIdInput)
    .output(z.object({ detail: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteClass(ctx.deps, ctx.user, input.id);
      return { detail: 'Класс удалён' };
    }),

  report: staffProcedure
    .meta({ openapi: { method: 'GET', path: '/classes/{id}/report/', tags, summary: 'Отчёт класса за период (7/30/90 дней): первые попытки по типам, прогноз, ДЗ, где застряли' } })
    .input(classReportInput)
    .output(classReportSchema)
    .query(({ ctx, input }) => getClassReport(ctx.deps, ctx.user, input)),

  ...classExportProcedures,
});
