import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { describeError } from '../../lib/describe-error';
import { pluralRu } from '@ege/core/text/plural-ru';
import { trpc } from '../../lib/trpc';
import { formatAssignedDate } from './format-assigned-date';
import { invalidateHomework } from './invalidate-homework';

type DeleteAssignmentModalProps = { assignment: HomeworkAssignment | null; onClose: () => void };

export function DeleteAssignmentModal({ assignment, onClose }: DeleteAssignmentModalProps) {
  const remove = useMutation({
    ...trpc.homework.remove.mutationOptions(),
    onSuccess: async () => {
      await invalidateHomework();
      onClose();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={assignment !== null} onClose={close} title="Удалить ДЗ?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {assignment && (
        <Stack gap="md">
          <Text size="sm">
            Домашнее задание от {formatAssignedDate(assignment.date)} ({assignment.progress.total} {pluralRu(assignment.progress.total, ['задача', 'задачи', 'задач'])}) будет удалено у ученика. Это действие нельзя отменить.
          </Text>
          {remove.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />}>
              {describeError(remove.error).message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ user_id: assignment.user_id, assignment_id: assignment.id })}>
              Удалить
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
