export type CommentAttachmentsTable = { id: number; comment_id: number; file: string };
