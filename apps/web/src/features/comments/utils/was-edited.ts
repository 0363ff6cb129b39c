import type { CommentView } from '@ege/core/comments/comment-schemas';

/** updated_at moves only on an edit (a vote leaves it); a second of slack covers the insert itself. */
export function wasEdited(comment: Pick<CommentView, 'created_at' | 'updated_at'>): boolean {
  return new Date(comment.updated_at).getTime() - new Date(comment.created_at).getTime() > 1000;
}
