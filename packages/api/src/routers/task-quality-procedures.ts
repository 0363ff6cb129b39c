import { getTaskQuality } from '@ege/core/task-quality/get-task-quality';
import { taskQualityInput, taskQualitySchema } from '@ege/core/task-quality/task-quality-schemas';
import { procedureFor } from '../trpc';

const tags = ['tasks'];

/**
 * A task's numbers and the flags about it (issue 30, decision 076), for its author, moderators and
 * admins. Part of the tasks router (tasks.quality); the public GET /tasks/task/{id}/stats/ stays as it is.
 */
export const taskQualityProcedures = {
  quality: procedureFor('bankCare')
    .meta({
      openapi: {
        method: 'GET',
        path: '/tasks/{id}/stats/',
        tags,
        summary: 'Статистика задания для его автора, модераторов и администраторов: попытки, успех с первой попытки против заданий того же типа и сложности, частые неверные ответы, открытые флаги',
      },
    })
    .input(taskQualityInput)
    .output(taskQualitySchema)
    .query(({ ctx, input }) => getTaskQuality(ctx.deps, ctx.actor, input.id)),
};
