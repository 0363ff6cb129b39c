import type { TaskAttachmentsTable } from '../../db/tables/task-attachments-table';
import type { TasksTable } from '../../db/tables/tasks-table';

/** A task as stored, answer included: never sent as it is (see toTaskPayload). */
export type TaskRow = Omit<TasksTable, 'seed_key' | 'import_key' | 'import_hash' | 'export_hash' | 'updated_at'>;

export type AttachmentRow = TaskAttachmentsTable;
