import { isBlockType } from '@ege/core/tasks/bank/task-type-catalog';
import type { MinimalTask } from '@ege/core/tasks/authoring/task-authoring-schemas';
import { Text } from '@mantine/core';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';

type DeleteTaskModalProps = {
  task: MinimalTask | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (task: MinimalTask) => void;
};

/** The confirmation before DELETE /tasks/tasks/{id}/; a 19–21 question takes its whole block along. */
export function DeleteTaskModal({ task, deleting, onCancel, onConfirm }: DeleteTaskModalProps) {
  return (
    <ConfirmDeleteModal opened={task !== null} title="Удалить задание?" deleting={deleting} onCancel={onCancel} onConfirm={() => task && onConfirm(task)}>
      {task && (
        <Text size="sm">
          Задание #{task.id} (тип {task.type}) будет удалено вместе с его файлами. Это действие нельзя отменить.
        </Text>
      )}
      {task && isBlockType(task.type) && (
        <Text size="sm" c="orange" fw={500}>
          Это вопрос блока 19-21: будет удалён весь блок из трёх вопросов.
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
