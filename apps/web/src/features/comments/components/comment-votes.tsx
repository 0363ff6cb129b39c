import type { CommentView } from '@ege/core/comments/comment-schemas';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { describeError } from '../../../lib/describe-error';
import classes from './comment-votes.module.css';
import { useVoteComment } from '../api/use-vote-comment';

const signInToVote = 'Войдите, чтобы оценить комментарий';

/**
 * Likes and dislikes with their counts; the user's own vote is the filled one. The same vote again
 * takes it back (the server decides; the thread is refetched). Guests see the counts only.
 */
export function CommentVotes({ comment, signedIn }: { comment: CommentView; signedIn: boolean }) {
  const vote = useVoteComment((error) => notifications.show({ color: 'red', title: 'Не удалось оценить комментарий', message: describeError(error).message }));
  const pendingLike = vote.isPending ? vote.variables.is_like : null;
  const liked = comment.my_vote === true;
  const disliked = comment.my_vote === false;

  return (
    <Group gap={4} wrap="nowrap">
      <Button
        className={classes.vote}
        variant={liked ? 'light' : 'subtle'}
        color={liked ? 'teal' : 'gray'}
        size="compact-sm"
        leftSection={liked ? <IconThumbUpFilled size={16} /> : <IconThumbUp size={16} />}
        aria-label={`Нравится: ${comment.likes_count}`}
        aria-pressed={liked}
        title={signedIn ? (liked ? 'Убрать лайк' : 'Нравится') : signInToVote}
        disabled={!signedIn}
        loading={pendingLike === true}
        onClick={() => vote.mutate({ id: comment.id, is_like: true })}
      >
        {comment.likes_count}
      </Button>
      <Button
        className={classes.vote}
        variant={disliked ? 'light' : 'subtle'}
        color={disliked ? 'red' : 'gray'}
        size="compact-sm"
        leftSection={disliked ? <IconThumbDownFilled size={16} /> : <IconThumbDown size={16} />}
        aria-label={`Не нравится: ${comment.dislikes_count}`}
        aria-pressed={disliked}
        title={signedIn ? (disliked ? 'Убрать дизлайк' : 'Не нравится') : signInToVote}
        disabled={!signedIn}
        loading={pendingLike === false}
        onClick={() => vote.mutate({ id: comment.id, is_like: false })}
      >
        {comment.dislikes_count}
      </Button>
    </Group>
  );
}
