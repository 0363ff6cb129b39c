import type { CommentView } from '@ege/core/comments/comment-schemas';
import { Stack } from '@mantine/core';
import { CommentItem } from './comment-item';
import classes from './comment-list.module.css';
import type { CommentThread } from '../utils/comment-thread';
import { displayNameOf } from '../utils/display-name-of';
import { nestedDepthOf } from '../utils/nested-depth-of';

type CommentListProps = { comments: CommentView[]; depth: number; thread: CommentThread };

/** Comments of one level; replies follow their comment, one indentation step deeper (see nested-depth-of.ts). */
export function CommentList({ comments, depth, thread }: CommentListProps) {
  return (
    <Stack gap="sm" className={depth > 0 ? classes.replies : undefined} data-depth={depth}>
      {comments.map((comment) => (
        <CommentBranch key={comment.id} comment={comment} depth={depth} thread={thread} answers={null} />
      ))}
    </Stack>
  );
}

type CommentBranchProps = { comment: CommentView; depth: number; thread: CommentThread; answers: string | null };

/** A comment and its replies; at the deepest level the replies come right after it, at the same indentation. */
function CommentBranch({ comment, depth, thread, answers }: CommentBranchProps) {
  const replyDepth = nestedDepthOf(depth);
  return (
    <>
      <CommentItem comment={comment} depth={depth} thread={thread} answers={answers} />
      {comment.replies.length > 0 &&
        (replyDepth > depth ? (
          <CommentList comments={comment.replies} depth={replyDepth} thread={thread} />
        ) : (
          comment.replies.map((reply) => (
            <CommentBranch key={reply.id} comment={reply} depth={depth} thread={thread} answers={comment.is_deleted ? null : displayNameOf(comment.author)} />
          ))
        ))}
    </>
  );
}
