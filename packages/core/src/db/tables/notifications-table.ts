export type NotificationsTable = {
  id: number;
  user_id: number;
  message: string;
  related_homework_id: number | null;
  /** The task a notice is about: a report's answer, credit after a corrected key. */
  related_task_id: number | null;
  is_read: boolean;
  kind: 'message' | 'homework_done' | 'digest' | 'report_answer' | 'rescored';
  /** date, as 'YYYY-MM-DD' (written so, read through to_char): the Moscow day a digest is of; only a digest has one. */
  digest_day: string | null;
  created_at: Date;
};
