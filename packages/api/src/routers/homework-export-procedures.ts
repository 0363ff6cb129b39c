import { exportFileSchema, homeworkGridExportInput } from '@ege/core/classes/class-schemas';
import { exportHomeworkGrid } from '@ege/core/classes/export/export-homework-grid';
import { requireUser } from '@ege/core/identity/actor';
import { procedureFor } from '../trpc';

const tags = ['homework'];

/**
 * An assignment's per-task grid as CSV or XLSX (issue 29 §3, decision 071): for the teacher who issued
 * it or an admin. Part of the homework router (homework.exportGrid).
 */
export const homeworkExportProcedures = {
  exportGrid: procedureFor('staff')
    .use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }))
    .meta({ openapi: { method: 'GET', path: '/users/homework/{assignment_id}/export/', tags, summary: 'Задачи ДЗ ученика файлом (?format=csv|xlsx): статус, попытки, время; выдавшему преподавателю или администратору' } })
    .input(homeworkGridExportInput)
    .output(exportFileSchema)
    .query(({ ctx, input }) => exportHomeworkGrid(ctx.deps, ctx.user, input)),
};
