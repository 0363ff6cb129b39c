import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useId } from 'react';
import { describeError } from '../../../lib/describe-error';
import { useSession } from '../../../lib/use-session';
import { CommentForm } from './comment-form';
import { CommentList } from './comment-list';
import { CommentsError } from './comments-error';
import { CommentsSkeleton } from './comments-skeleton';
import { countComments } from '../utils/count-comments';
import { SignInToComment } from './sign-in-to-comment';
import { useNow } from '../hooks/use-now';
import { useComments } from '../api/use-comments';

/** The discussion under a task (SPEC §2 Task trainer): the form or a sign-in hint, then the thread. */
export function CommentsSection({ taskId }: { taskId: number }) {
  const titleId = useId();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const query = useComments(taskId);
  const now = useNow();
  const comments = query.data;

  const thread = () => {
    if (query.isError && !comments) return <CommentsError message={describeError(query.error).message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    if (!comments) return <CommentsSkeleton />;
    if (comments.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="md">
          Пока нет комментариев. Будьте первым!
        </Text>
      );
    }
    return <CommentList comments={comments} depth={0} thread={{ taskId, signedIn, now }} />;
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz={{ base: 20, sm: 22 }} id={titleId}>
          <IconMessages size={22} style={{ verticalAlign: '-3px', marginRight: 8 }} aria-hidden />
          Комментарии{comments ? ` (${countComments(comments)})` : ''}
        </Title>
        {signedIn && <CommentForm taskId={taskId} parent={null} label="Новый комментарий" placeholder="Напишите комментарий или вопрос к заданию…" />}
        {(session.status === 'signed-out' || session.status === 'error') && <SignInToComment />}
        {thread()}
      </Stack>
    </Paper>
  );
}
