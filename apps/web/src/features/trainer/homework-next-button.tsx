import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import classes from './next-task-button.module.css';
import { useHomeworkNext } from './use-homework-next';

/**
 * '📚 Next ДЗ' over 'Следующее задание' when a task on screen belongs to the current homework (SPEC §2
 * Task trainer), and the dialog once the homework has nothing left.
 */
export function HomeworkNextButton({ taskIds }: { taskIds: readonly number[] }) {
  const homework = useHomeworkNext(taskIds);
  if (!homework.shown) return null;
  return (
    <>
      <Button className={classes.button} size="md" radius="xl" color="grape" onClick={homework.open} loading={homework.loading} title="Следующее задание домашнего задания">
        📚 Next ДЗ
      </Button>
      <Modal opened={homework.done} onClose={() => void homework.finish()} withCloseButton={false} closeOnClickOutside={false} title="Домашнее задание выполнено!" centered>
        <Stack gap="md">
          <Text>Все задания текущего домашнего задания решены. Итоги — в профиле.</Text>
          <Group justify="flex-end">
            <Button onClick={() => void homework.finish()} data-autofocus>
              Ок
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
