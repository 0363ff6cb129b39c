import type { CoreDeps } from '../context/core-deps';
import { typeOfGeneratorId } from '../generators/generator-id';
import type { AuthUser } from '../identity/auth-user';
import { taskExcerpt } from '../tasks/bank/task-excerpt';
import { reportQueueSql } from './report-queue-sql';
import type { QueueFlag, QueueReport, ReportQueue, ReportQueueInput, ReportQueueItem } from './task-report-schemas';

/** The newest reports an item carries; report_count counts them all. */
export const reportsPerQueueItem = 50;

type ItemRow = {
  key: string;
  task_id: number | null;
  generator: string | null;
  generator_version: number | null;
  report_count: number;
  latest_at: string;
  type: number | null;
  text: string | null;
  author_username: string | null;
  task_ids: number[];
  reports: (Omit<QueueReport, 'created_at' | 'handled_at'> & { created_at: string; handled_at: string | null })[];
  flags: QueueFlag[];
};

/** json_build_object writes a timestamptz in the session's zone: the API's times are ISO in UTC. */
const iso = (time: string) => new Date(time).toISOString();

/**
 * The queue of error reports and flags (rule bankCare, checked by the caller), grouped by target and
 * paged in SQL. An author sees only his own tasks; a moderator and an admin see every target.
 */
export async function listReportQueue(deps: CoreDeps, user: AuthUser, input: ReportQueueInput): Promise<ReportQueue> {
  const authorId = user.role === 'author' ? user.id : null;
  const { rows } = await deps.db.raw<{ rows: { total: number; items: ItemRow[] }[] }>(reportQueueSql, {
    status: input.status,
    authorId,
    order: input.order,
    limit: input.page_size,
    offset: (input.page - 1) * input.page_size,
    reportsPerItem: reportsPerQueueItem,
  });
  const { total, items } = rows[0] ?? { total: 0, items: [] };
  return { count: total, page: input.page, page_size: input.page_size, results: items.map(toItem) };
}

function toItem(row: ItemRow): ReportQueueItem {
  const target: ReportQueueItem['target'] =
    row.generator === null
      ? { kind: 'task', task_id: row.task_id!, type: row.type ?? 0, excerpt: taskExcerpt(row.text ?? ''), author_username: row.author_username }
      : {
          kind: 'generator',
          generator: row.generator,
          generator_version: row.generator_version!,
          type: row.type ?? typeOfGeneratorId(row.generator) ?? 0,
          task_ids: row.task_ids,
        };
  return {
    target,
    reports: row.reports.map((report) => ({ ...report, created_at: iso(report.created_at), handled_at: report.handled_at === null ? null : iso(report.handled_at) })),
    report_count: row.report_count,
    flags: row.flags.map((flag) => ({ ...flag, computed_at: iso(flag.computed_at) })),
    latest_at: iso(row.latest_at),
  };
}
