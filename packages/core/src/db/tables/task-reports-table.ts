export type TaskReportKind = 'statement' | 'answer' | 'files' | 'solution' | 'other';
export type TaskReportStatus = 'open' | 'accepted' | 'rejected';

/** A student's error report on a task (decision 075). */
export type TaskReportsTable = {
  id: number;
  task_id: number;
  user_id: number;
  kind: TaskReportKind;
  text: string;
  status: TaskReportStatus;
  reply: string | null;
  handled_by: number | null;
  handled_at: Date | null;
  created_at: Date;
};
