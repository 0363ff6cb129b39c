import '@mantine/core/styles/Tooltip.css';
import type { CommentView } from '@ege/core/comments/comment-schemas';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { DeleteCommentModal } from './delete-comment-modal';

/**
 * 'Изменить' and 'Удалить', shown only where the server said can_edit (author, moderator, admin).
 * Icons, so that the row of actions stays one line at the third indentation on a 375 px screen.
 */
export function CommentManageButtons({ comment, onEdit }: { comment: CommentView; onEdit: () => void }) {
  const [deleting, modal] = useDisclosure(false);
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Изменить">
        <ActionIcon variant="subtle" color="gray" aria-label="Изменить" onClick={onEdit}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Удалить">
        <ActionIcon variant="subtle" color="red" aria-label="Удалить" onClick={modal.open}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
      <DeleteCommentModal commentId={comment.id} opened={deleting} onClose={modal.close} />
    </Group>
  );
}
