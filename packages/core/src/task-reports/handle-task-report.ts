import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { insertNotifications } from '../notifications/insert-notifications';
import { caresForTask } from './cares-for-task';
import { reportAnswerMessage } from './report-answer-message';
import type { HandledReports, HandleTaskReportInput, QueueReport } from './task-report-schemas';

export const reportNotFoundMessage = 'Сообщение об ошибке не найдено';
export const reportAlreadyHandledMessage = 'На это сообщение уже ответили';

type HandledRow = Omit<QueueReport, 'created_at' | 'handled_at' | 'username'> & { user_id: number; created_at: Date; handled_at: Date };

/**
 * Accepts or rejects an open report with a reply (rule bankCare, checked by the caller), and tells the
 * reporter in his notifications, in one transaction. all_open: the other open reports of the same task
 * get the same answer and their reporters the same notification. Someone else's task's report is
 * answered as a missing one.
 */
export async function handleTaskReport(deps: CoreDeps, user: AuthUser, input: HandleTaskReportInput): Promise<HandledReports> {
  return deps.db.transaction(async (trx) => {
    const found = await trx('task_reports as r')
      .join('tasks as t', 't.id', 'r.task_id')
      .where('r.id', input.id)
      .forUpdate('r')
      .first('r.status', 'r.task_id', 't.author_id', 't.generator');
    if (!found || !caresForTask(user, found)) throw new AppError('NOT_FOUND', reportNotFoundMessage);
    if (found.status !== 'open') throw new AppError('CONFLICT', reportAlreadyHandledMessage);

    const handled = await answer(trx, input.all_open ? { task_id: found.task_id, status: 'open' } : { id: input.id }, {
      status: input.status,
      reply: input.reply,
      handled_by: user.id,
      handled_at: deps.clock.now(),
    });
    const message = reportAnswerMessage(found.task_id, input.status, input.reply);
    await insertNotifications(trx, [...new Set(handled.map((row) => row.user_id))].map((userId) => ({ user_id: userId, message, related_homework_id: null, related_task_id: found.task_id, kind: 'report_answer' as const })));

    const names = new Map((await trx('users').whereIn('id', handled.map((row) => row.user_id)).select('id', 'username')).map((u) => [u.id, u.username]));
    const reports = handled
      .sort((a, b) => Number(b.id === input.id) - Number(a.id === input.id) || b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .map(({ user_id, created_at, handled_at, ...row }) => ({
        ...row,
        created_at: created_at.toISOString(),
        handled_at: handled_at.toISOString(),
        username: names.get(user_id) ?? null,
      }));
    const verb = input.status === 'accepted' ? 'принято' : 'отклонено';
    const detail = reports.length > 1 ? `Сообщений ${verb}: ${reports.length}, авторам отправлен ответ` : `Сообщение ${verb}, автору отправлен ответ`;
    return { detail, reports };
  });
}

async function answer(
  trx: Knex.Transaction,
  which: { id: number } | { task_id: number; status: 'open' },
  values: { status: 'accepted' | 'rejected'; reply: string; handled_by: number; handled_at: Date },
): Promise<HandledRow[]> {
  return (await trx('task_reports')
    .where(which)
    .update(values)
    .returning(['id', 'task_id', 'user_id', 'kind', 'text', 'status', 'reply', 'created_at', 'handled_at'])) as HandledRow[];
}
