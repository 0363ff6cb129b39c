import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** SPEC §2: 'Домашнее задание выполнено!' once the homework has nothing left; 'Ок' goes to the profile. */
export function HomeworkDoneModal({ opened, onOk }: { opened: boolean; onOk: () => void }) {
  return (
    <Modal opened={opened} onClose={onOk} withCloseButton={false} closeOnClickOutside={false} title="Домашнее задание выполнено!" centered>
      <Stack gap="md">
        <Text>Все задания текущего домашнего задания решены. Итоги — в профиле.</Text>
        <Group justify="flex-end">
          <Button onClick={onOk} data-autofocus>
            Ок
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
