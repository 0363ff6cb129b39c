export type NotificationsTable = {
  id: number;
  user_id: number;
  message: string;
  related_homework_id: number | null;
  is_read: boolean;
  created_at: Date;
};
