import { activityPageSchema, listActivityInput } from '@ege/core/activity/activity-schemas';
import { listActivity } from '@ege/core/activity/list-activity';
import { procedureFor, router } from '../trpc';

const tags = ['activity'];

export const activityRouter = router({
  list: procedureFor('admin')
    .meta({
      openapi: {
        method: 'GET',
        path: '/users/activity/',
        tags,
        summary: 'Активность пользователя: попытки по заданиям, новые сверху (только администратор)',
      },
    })
    .input(listActivityInput)
    .output(activityPageSchema)
    .query(({ ctx, input }) => listActivity(ctx.deps, input)),
});
