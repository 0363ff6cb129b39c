export type CommentsTable = {
  id: number;
  content_type: string;
  object_id: number;
  parent_id: number | null;
  author_id: number;
  text: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
};
