import { getTaskCode } from '@ege/core/code/get-task-code';
import { saveTaskCode } from '@ege/core/code/save-task-code';
import { getTaskCodeInput, saveTaskCodeInput, taskCodeSchema } from '@ege/core/code/code-schemas';
import { signedInProcedure } from '../trpc';

const tags = ['tasks'];

/**
 * 'Решить на Python' (decision 067): the student's own program for a task, kept on the server per user
 * and task, and per rehearsal in its station. Part of the tasks router (tasks.getCode, tasks.saveCode).
 */
export const taskCodeProcedures = {
  getCode: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/tasks/{id}/code/', tags, summary: 'Своя программа на Python к заданию (?exam_id= — написанная в пробном экзамене); пустая, если не сохранялась' } })
    .input(getTaskCodeInput)
    .output(taskCodeSchema)
    .query(({ ctx, input }) => getTaskCode(ctx.deps, ctx.user, input)),

  saveCode: signedInProcedure
    .meta({ openapi: { method: 'PUT', path: '/tasks/{id}/code/', tags, summary: 'Сохранить свою программу на Python к заданию (до 65 536 символов; последнее сохранение остаётся); в пробном экзамене — до его конца, потом 409' } })
    .input(saveTaskCodeInput)
    .output(taskCodeSchema)
    .mutation(({ ctx, input }) => saveTaskCode(ctx.deps, ctx.user, input)),
};
