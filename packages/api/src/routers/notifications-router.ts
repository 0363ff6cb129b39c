import { completionNotifySchema } from '@ege/core/completion-notices/completion-notify-schemas';
import { getCompletionNotify } from '@ege/core/completion-notices/get-completion-notify';
import { setCompletionNotify } from '@ege/core/completion-notices/set-completion-notify';
import { requireUser } from '@ege/core/identity/actor';
import { createNotification } from '@ege/core/notifications/create-notification';
import { deleteNotification } from '@ege/core/notifications/delete-notification';
import { listNotifications } from '@ege/core/notifications/list-notifications';
import { markNotificationRead } from '@ege/core/notifications/mark-notification-read';
import { createNotificationInput, notificationIdInput, notificationListSchema, notificationSchema } from '@ege/core/notifications/notification-schemas';
import { z } from '@ege/core/validation/z';
import { procedureFor, router, signedInProcedure } from '../trpc';

const tags = ['notifications'];
/** A teacher's or an admin's own setting: a signed-in staff user, not the CLI's local operator. */
const staffUserProcedure = procedureFor('staff').use(({ ctx, next }) => next({ ctx: { user: requireUser(ctx.actor) } }));

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

  // How a teacher hears of his homework done: each at once, one evening digest, or not (decision 070).
  completionNotify: staffUserProcedure
    .meta({ openapi: { method: 'GET', path: '/users/completion-notifications/', tags, summary: 'Как сообщать о выполненных учениками ДЗ (преподаватель, администратор)' } })
    .output(completionNotifySchema)
    .query(({ ctx }) => getCompletionNotify(ctx.deps, ctx.user)),

  setCompletionNotify: staffUserProcedure
    .meta({ openapi: { method: 'PUT', path: '/users/completion-notifications/', tags, summary: 'Выбрать: сразу, раз в день вечером или не сообщать' } })
    .input(completionNotifySchema)
    .output(completionNotifySchema)
    .mutation(({ ctx, input }) => setCompletionNotify(ctx.deps, ctx.user, input)),
});
