export type TaskSolvesTable = {
  user_id: number;
  task_id: number;
  task_type: number;
  solved_at: Date;
  solving_time: number;
  attempts: number;
  experience_gained: number;
};
