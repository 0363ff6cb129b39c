export type VariantTasksTable = { variant_id: number; position: number; task_id: number };
