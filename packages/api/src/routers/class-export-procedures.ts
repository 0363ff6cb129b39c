import { classExportInput, exportFileSchema } from '@ege/core/classes/class-schemas';
import { exportClassReport } from '@ege/core/classes/export/export-class-report';
import { requireUser } from '@ege/core/identity/actor';
import { procedureFor } from '../trpc';

const tags = ['classes'];

/**
 * The class report as CSV or XLSX (issue 29 §3, decision 071), with the report's own rights. Part of the
 * classes router (classes.exportReport).
 */
export const classExportProcedures = {
  exportReport: procedureFor('staff')
    .use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }))
    .meta({ openapi: { method: 'GET', path: '/classes/{id}/report/export/', tags, summary: 'Отчёт класса файлом (?period=7|30|90&format=csv|xlsx): CSV — таблица учеников, XLSX — и счёт попыток, время, где застряли' } })
    .input(classExportInput)
    .output(exportFileSchema)
    .query(({ ctx, input }) => exportClassReport(ctx.deps, ctx.user, input)),
};
