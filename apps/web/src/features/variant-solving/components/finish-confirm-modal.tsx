import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type FinishConfirmModalProps = {
  opened: boolean;
  unanswered: number;
  total: number;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Finishing shows the correct answers, and the server then counts every task left unsolved as
 * revealed (docs/decisions/008): the student is told before, as the trainer's reveal warns.
 */
export function FinishConfirmModal({ opened, unanswered, total, onCancel, onConfirm }: FinishConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Завершить вариант?" centered>
      <Stack gap="md">
        {unanswered > 0 && (
          <Text>
            Без ответа: {unanswered} из {total}. Задания без ответа будут засчитаны как неверные.
          </Text>
        )}
        <Text c="dimmed" size="sm">
          После завершения откроются правильные ответы. Задания, решённые неверно или оставленные без ответа, больше не принесут опыта.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Вернуться к заданиям
          </Button>
          <Button color="green" onClick={onConfirm}>
            Завершить
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
