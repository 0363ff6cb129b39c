export type TaskAttachmentsTable = { id: number; task_id: number; file: string; name: string; position: number };
