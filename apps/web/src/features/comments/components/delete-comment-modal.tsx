import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import { invalidateComments } from './invalidate-comments';

type DeleteCommentModalProps = { commentId: number; opened: boolean; onClose: () => void };

/** The confirmation before DELETE /comments/{id}/; replies stay under the placeholder 'Комментарий удалён'. */
export function DeleteCommentModal({ commentId, opened, onClose }: DeleteCommentModalProps) {
  const remove = useMutation({
    ...trpc.comments.remove.mutationOptions(),
    onSuccess: async () => {
      await invalidateComments();
      onClose();
    },
  });
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
