import type { CommentView } from '@ege/core/comments/comment-schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { CommentForm } from './comment-form';
import { CommentHeader } from './comment-header';
import { CommentImages } from './comment-images';
import classes from './comment-item.module.css';
import { CommentManageButtons } from './comment-manage-buttons';
import { CommentEditForm } from './comment-edit-form';
import type { CommentThread } from '../utils/comment-thread';
import { CommentVotes } from './comment-votes';
import { displayNameOf } from '../utils/display-name-of';

type CommentItemProps = {
  comment: CommentView;
  depth: number;
  thread: CommentThread;
  /** Whom a reply drawn at the deepest indentation answers; null where the indentation shows it. */
  answers: string | null;
};

export function CommentItem({ comment, depth, thread, answers }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const name = displayNameOf(comment.author);

  if (comment.is_deleted) {
    return (
      <Text component="article" aria-label="Удалённый комментарий" data-depth={depth} className={classes.deleted} size="sm" c="dimmed" fs="italic">
        Комментарий удалён
      </Text>
    );
  }

  return (
    <Stack component="article" aria-label={`Комментарий ${name}`} data-depth={depth} gap={6} className={classes.comment}>
      <CommentHeader comment={comment} now={thread.now} answers={answers} />
      {editing ? (
        <CommentEditForm comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <Text size="sm" className={classes.text}>
          {comment.text}
        </Text>
      )}
      <CommentImages attachments={comment.attachments} />
      <Group gap={4} wrap="wrap">
        <CommentVotes comment={comment} signedIn={thread.signedIn} />
        {thread.signedIn && (
          <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconMessageReply size={16} />} onClick={() => setReplying((open) => !open)} aria-expanded={replying}>
            Ответить
          </Button>
        )}
        {comment.can_edit && !editing && <CommentManageButtons comment={comment} onEdit={() => setEditing(true)} />}
      </Group>
      {replying && (
        <CommentForm
          taskId={thread.taskId}
          parent={comment.id}
          label={`Ответ для ${name}`}
          placeholder={`Ответ для ${name}…`}
          autoFocus
          onPosted={() => setReplying(false)}
          onCancel={() => setReplying(false)}
        />
      )}
    </Stack>
  );
}
