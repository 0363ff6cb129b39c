import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { describeError } from '../../../lib/describe-error';
import { formatAssignedDate } from '../utils/format-assigned-date';
import { useRemoveAssignment } from '../api/use-remove-assignment';

type DeleteAssignmentModalProps = { assignment: HomeworkAssignment | null; onClose: () => void };

export function DeleteAssignmentModal({ assignment, onClose }: DeleteAssignmentModalProps) {
  const remove = useRemoveAssignment(onClose);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteModal
      opened={assignment !== null}
      title="Удалить ДЗ?"
      deleting={remove.isPending}
      error={remove.isError ? { message: describeError(remove.error).message } : null}
      onCancel={close}
      onConfirm={() => assignment && remove.mutate({ user_id: assignment.user_id, assignment_id: assignment.id })}
    >
      {assignment && (
        <Text size="sm">
          Домашнее задание от {formatAssignedDate(assignment.date)} ({assignment.progress.total} {pluralRu(assignment.progress.total, ['задача', 'задачи', 'задач'])}) будет
          удалено у ученика. Это действие нельзя отменить.
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
