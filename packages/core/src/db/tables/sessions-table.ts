export type SessionsTable = { id: number; user_id: number; created_at: Date; expires_at: Date; ended_at: Date | null };
