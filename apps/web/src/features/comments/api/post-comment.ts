import { describeError } from '../../../lib/describe-error';
import { trpcClient } from '../../../lib/trpc';
import { commentTargetOf } from '../utils/comment-target-of';
import { uploadCommentImage } from './upload-comment-image';

export type NewComment = { taskId: number; text: string; parent: number | null; images: File[] };

/**
 * Writes the comment, then attaches its images one by one (they need the comment's id). A refused
 * image does not undo the comment: its message comes back for the user to see.
 */
export async function postComment({ taskId, text, parent, images }: NewComment): Promise<{ id: number; imageErrors: string[] }> {
  const { id } = await trpcClient.comments.create.mutate({ ...commentTargetOf(taskId), text, parent });
  const imageErrors: string[] = [];
  for (const image of images) {
    try {
      await uploadCommentImage(id, image);
    } catch (error) {
      imageErrors.push(`${image.name}: ${describeError(error).message}`);
    }
  }
  return { id, imageErrors };
}
