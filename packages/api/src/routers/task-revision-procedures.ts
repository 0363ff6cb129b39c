import { listTaskRevisions } from '@ege/core/task-revisions/list-task-revisions';
import { listTaskRevisionsInput, taskRevisionListSchema } from '@ege/core/task-revisions/task-revision-schemas';
import { procedureFor } from '../trpc';

const tags = ['tasks'];

/** A task's history of edits (decision 077). Part of the tasks router (tasks.revisions). */
export const taskRevisionProcedures = {
  revisions: procedureFor('bankCare')
    .meta({
      openapi: {
        method: 'GET',
        path: '/tasks/{id}/revisions/',
        tags,
        summary: 'История изменений задания: кто, когда, что изменено, ответ до и после, скольким засчитано, разница условия (автору задания, модераторам, администраторам)',
      },
    })
    .input(listTaskRevisionsInput)
    .output(taskRevisionListSchema)
    .query(({ ctx, input }) => listTaskRevisions(ctx.deps, ctx.actor, input)),
};
