import { blankCommentMessage, updateCommentInput } from '@ege/core/comments/comment-schemas';

/** The server's own rule for a comment's text (not blank, at most 5000 characters), checked before sending. */
export function checkCommentText(text: string): { ok: true; text: string } | { ok: false; message: string } {
  const parsed = updateCommentInput.shape.text.safeParse(text);
  if (parsed.success) return { ok: true, text: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? blankCommentMessage };
}
