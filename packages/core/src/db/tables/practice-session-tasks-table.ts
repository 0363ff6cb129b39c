export type PracticeSessionTasksTable = {
  session_id: number;
  position: number;
  task_id: number;
  type: number;
  /** bigint */
  after_attempt_id: number;
};
