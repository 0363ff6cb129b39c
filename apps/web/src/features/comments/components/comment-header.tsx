import type { CommentView } from '@ege/core/comments/comment-schemas';
import { Avatar, Group, Text } from '@mantine/core';
import { displayNameOf } from '../utils/display-name-of';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { wasEdited } from '../utils/was-edited';

type CommentHeaderProps = { comment: CommentView; now: Date; answers: string | null };

/** Who wrote it and when; the exact date and time are in the tooltip of the relative one. */
export function CommentHeader({ comment, now, answers }: CommentHeaderProps) {
  const name = displayNameOf(comment.author);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Avatar src={comment.author.avatar} alt="" size={32} radius="xl" color="indigo" variant="light">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Group gap={6} wrap="wrap" style={{ minWidth: 0, rowGap: 0 }}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text component="time" dateTime={comment.created_at} title={new Date(comment.created_at).toLocaleString('ru-RU')} size="xs" c="dimmed">
          {formatRelativeTime(comment.created_at, now)}
        </Text>
        {wasEdited(comment) && (
          <Text size="xs" c="dimmed" title={`Изменён ${new Date(comment.updated_at).toLocaleString('ru-RU')}`}>
            · изменён
          </Text>
        )}
        {answers && (
          <Text size="xs" c="dimmed">
            · в ответ {answers}
          </Text>
        )}
      </Group>
    </Group>
  );
}
