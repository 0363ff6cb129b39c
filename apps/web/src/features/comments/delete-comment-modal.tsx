import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
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
    <Modal opened={opened} onClose={close} title="Удалить комментарий?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      <Stack gap="md">
        <Text size="sm">Комментарий и его изображения будут удалены. Ответы на него останутся. Это действие нельзя отменить.</Text>
        {remove.isError && (
          <Text c="red" size="sm" role="alert">
            {describeError(remove.error).message}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Отмена
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: commentId })}>
            Удалить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
