import type { CommentView } from '@ege/core/comments/comment-schemas';

export function displayNameOf(author: CommentView['author']): string {
  return author.first_name.trim() || author.username;
}
