import { requireUser } from '@ege/core/identity/actor';
import { createTaskReport } from '@ege/core/task-reports/create-task-report';
import { dismissTaskFlag } from '@ege/core/task-reports/dismiss-task-flag';
import { handleTaskReport } from '@ege/core/task-reports/handle-task-report';
import { listReportQueue } from '@ege/core/task-reports/list-report-queue';
import {
  createTaskReportInput,
  dismissedFlagSchema,
  dismissTaskFlagInput,
  handledReportsSchema,
  handleTaskReportInput,
  reportQueueInput,
  reportQueueSchema,
  taskReportSchema,
} from '@ege/core/task-reports/task-report-schemas';
import { procedureFor, router, signedInProcedure } from '../trpc';

const tags = ['task-reports'];
/** Authors (their own tasks), moderators and admins, with the user in ctx (decision 075). */
const bankCareProcedure = procedureFor('bankCare').use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }));

export const taskReportsRouter = router({
  create: signedInProcedure
    .meta({ openapi: { method: 'POST', path: '/tasks/{id}/reports/', tags, summary: 'Сообщить об ошибке в задании: что не так и текст (одно открытое сообщение на задание, не больше 10 в час)' } })
    .input(createTaskReportInput)
    .output(taskReportSchema)
    .mutation(({ ctx, input }) => createTaskReport(ctx.deps, ctx.user, input)),

  queue: bankCareProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/reports/', tags, summary: 'Очередь сообщений об ошибках и отметок по задачам и версиям генераторов (автору — свои задания)' } })
    .input(reportQueueInput)
    .output(reportQueueSchema)
    .query(({ ctx, input }) => listReportQueue(ctx.deps, ctx.user, input)),

  handle: bankCareProcedure
    .meta({ openapi: { method: 'PATCH', path: '/tasks/reports/{id}/', tags, summary: 'Принять или отклонить сообщение об ошибке с ответом (уходит в уведомления); all_open — все открытые по заданию' } })
    .input(handleTaskReportInput)
    .output(handledReportsSchema)
    .mutation(({ ctx, input }) => handleTaskReport(ctx.deps, ctx.user, input)),

  dismissFlag: bankCareProcedure
    .meta({ openapi: { method: 'PATCH', path: '/tasks/flags/{id}/', tags, summary: 'Снять отметку о подозрительном задании (status: dismissed)' } })
    .input(dismissTaskFlagInput)
    .output(dismissedFlagSchema)
    .mutation(({ ctx, input }) => dismissTaskFlag(ctx.deps, ctx.user, input.id)),
});
