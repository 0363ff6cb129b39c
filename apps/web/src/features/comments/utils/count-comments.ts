import type { CommentView } from '@ege/core/comments/comment-schemas';

/** Comments and replies of a thread, all levels; a deleted one that stays as a placeholder does not count. */
export function countComments(comments: readonly CommentView[]): number {
  return comments.reduce((sum, comment) => sum + (comment.is_deleted ? 0 : 1) + countComments(comment.replies), 0);
}
