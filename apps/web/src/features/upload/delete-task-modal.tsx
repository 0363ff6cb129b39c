import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { isBlockType } from '@ege/core/tasks/task-type-catalog';
import type { MinimalTask } from '@ege/core/tasks/task-authoring-schemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type DeleteTaskModalProps = {
  task: MinimalTask | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (task: MinimalTask) => void;
};

/** The confirmation before DELETE /tasks/tasks/{id}/; a 19–21 question takes its whole block along. */
export function DeleteTaskModal({ task, deleting, onCancel, onConfirm }: DeleteTaskModalProps) {
  return (
    <Modal opened={task !== null} onClose={onCancel} title="Удалить задание?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {task && (
        <Stack gap="md">
          <Text size="sm">
            Задание #{task.id} (тип {task.type}) будет удалено вместе с его файлами. Это действие нельзя отменить.
          </Text>
          {isBlockType(task.type) && (
            <Text size="sm" c="orange" fw={500}>
              Это вопрос блока 19-21: будет удалён весь блок из трёх вопросов.
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Отмена
            </Button>
            <Button color="red" loading={deleting} onClick={() => onConfirm(task)}>
              Удалить
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
