export type HomeworkTasksTable = { assignment_id: number; position: number; task_id: number; type: number };
