import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { describeError } from '../../../lib/describe-error';
import { useRemoveComment } from '../api/use-remove-comment';

type DeleteCommentModalProps = { commentId: number; opened: boolean; onClose: () => void };

/** The confirmation before DELETE /comments/{id}/; replies stay under the placeholder 'Комментарий удалён'. */
export function DeleteCommentModal({ commentId, opened, onClose }: DeleteCommentModalProps) {
  const remove = useRemoveComment(onClose);
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDeleteModal
      opened={opened}
      title="Удалить комментарий?"
      deleting={remove.isPending}
      error={remove.isError ? { message: describeError(remove.error).message } : null}
      onCancel={close}
      onConfirm={() => remove.mutate({ id: commentId })}
    >
      <Text size="sm">Комментарий и его изображения будут удалены. Ответы на него останутся. Это действие нельзя отменить.</Text>
    </ConfirmDeleteModal>
  );
}
