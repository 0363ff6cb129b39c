import { createNotification } from '@ege/core/notifications/create-notification';
import { deleteNotification } from '@ege/core/notifications/delete-notification';
import { listNotifications } from '@ege/core/notifications/list-notifications';
import { markNotificationRead } from '@ege/core/notifications/mark-notification-read';
import { createNotificationInput, notificationIdInput, notificationListSchema, notificationSchema } from '@ege/core/notifications/notification-schemas';
import { z } from '@ege/core/validation/z';
import { procedureFor, router, signedInProcedure } from '../trpc';

const tags = ['notifications'];

export const notificationsRouter = router({
  list: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/users/notifications/', tags, summary: 'Свои уведомления, новые первыми, и число непрочитанных' } })
    .output(notificationListSchema)
    .query(({ ctx }) => listNotifications(ctx.deps, ctx.user)),

  create: procedureFor('staff')
    .meta({ openapi: { method: 'POST', path: '/users/notifications/', tags, summary: 'Отправить уведомление пользователю (преподаватель, администратор)' } })
    .input(createNotificationInput)
    .output(notificationSchema)
    .mutation(({ ctx, input }) => createNotification(ctx.deps, input)),

  markRead: signedInProcedure
    .meta({ openapi: { method: 'PUT', path: '/users/notifications/', tags, summary: 'Отметить своё уведомление прочитанным' } })
    .input(notificationIdInput)
    .output(notificationSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.deps, ctx.user, input.notification_id)),

  remove: signedInProcedure
    .meta({ openapi: { method: 'DELETE', path: '/users/notifications/', tags, summary: 'Удалить своё уведомление' } })
    .input(notificationIdInput)
    .output(z.object({ detail: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteNotification(ctx.deps, ctx.user, input.notification_id);
      return { detail: 'Уведомление удалено' };
    }),
});
