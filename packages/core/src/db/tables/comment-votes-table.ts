export type CommentVotesTable = { comment_id: number; user_id: number; is_like: boolean };
