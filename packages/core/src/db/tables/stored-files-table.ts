export type StoredFilesTable = { key: string; content: Buffer; size: number; content_type: string; sha256: string; created_at: Date };
