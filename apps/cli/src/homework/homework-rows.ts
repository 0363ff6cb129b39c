import type { HomeworkAssignment, HomeworkList, HomeworkStatus } from '@ege/core/homework/homework-schemas';

/** One assignment as `ege homework list` shows it and prints it with --json. */
export type HomeworkListRow = {
  id: number;
  user_id: number;
  username: string;
  date: string;
  status: HomeworkStatus;
  solved: number;
  total: number;
  comment: string;
  issued_by: string | null;
  /** Task ids per type key, a block's three under '19-21'. */
  tasks: Record<string, number[]>;
};

/** One task of an assignment in `ege homework report`. */
export type HomeworkReportTask = {
  position: number;
  type: number;
  task_id: number;
  solved: boolean;
  attempts: number;
  /** Seconds. */
  time_spent: number;
  last_answered_at: string | null;
};

export type HomeworkReportAssignment = {
  homework_id: number;
  date: string;
  status: HomeworkStatus;
  comment: string;
  solved: number;
  total: number;
  tasks: HomeworkReportTask[];
};

export type HomeworkReport = { username: string; user_id: number; assignments: HomeworkReportAssignment[] };

/** The server's two lists (active, completed) as one, newest first as each of them is. */
export function assignmentsOf(list: Pick<HomeworkList, 'active' | 'completed'>): HomeworkAssignment[] {
  return [...list.active, ...list.completed].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export function toListRow(assignment: HomeworkAssignment, username: string): HomeworkListRow {
  return {
    id: assignment.id,
    user_id: assignment.user_id,
    username,
    date: assignment.date,
    status: assignment.status,
    solved: assignment.progress.solved,
    total: assignment.progress.total,
    comment: assignment.comment,
    issued_by: assignment.issued_by?.username ?? null,
    tasks: assignment.tasks,
  };
}

export function toReportAssignment(assignment: HomeworkAssignment): HomeworkReportAssignment {
  return {
    homework_id: assignment.id,
    date: assignment.date,
    status: assignment.status,
    comment: assignment.comment,
    solved: assignment.progress.solved,
    total: assignment.progress.total,
    tasks: assignment.task_list.map((task, index) => ({
      position: index + 1,
      type: task.type,
      task_id: task.id,
      solved: task.solved,
      attempts: task.attempts,
      time_spent: task.time_spent,
      last_answered_at: task.last_answered_at,
    })),
  };
}

export const reportCsvColumns = [
  'username',
  'homework_id',
  'date',
  'status',
  'comment',
  'position',
  'type',
  'task_id',
  'solved',
  'attempts',
  'time_spent',
  'last_answered_at',
] as const;

/**
 * A row per task, with its assignment's fields repeated, for a spreadsheet: `,` between fields, quotes
 * where needed (RFC 4180), solved as 1/0 (sums and filters work), time in seconds, dates in ISO 8601.
 */
export function toReportCsv(report: HomeworkReport): string {
  const lines = [reportCsvColumns.join(',')];
  for (const assignment of report.assignments) {
    for (const task of assignment.tasks) {
      const cells = [
        report.username,
        assignment.homework_id,
        assignment.date,
        assignment.status,
        assignment.comment,
        task.position,
        task.type,
        task.task_id,
        task.solved ? 1 : 0,
        task.attempts,
        task.time_spent,
        task.last_answered_at ?? '',
      ];
      lines.push(cells.map((cell) => csvCell(String(cell))).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
