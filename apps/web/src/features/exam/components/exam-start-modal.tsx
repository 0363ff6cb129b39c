import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ExamStartModalProps = { opened: boolean; starting: boolean; onCancel: () => void; onConfirm: () => void };

/** Before the start: the time runs on the server from this moment, whatever happens to the page. */
export function ExamStartModal({ opened, starting, onCancel, onConfirm }: ExamStartModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Начать пробный экзамен?" centered>
      <Stack gap="md">
        <Text>На экзамен даётся 3 ч 55 мин. Время идёт с момента начала, даже если закрыть страницу или потерять связь.</Text>
        <Text size="sm" c="dimmed">
          Ответы сохраняются по мере ввода, к экзамену можно вернуться с любого устройства. Когда время выйдет, экзамен завершится сам.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Отмена
          </Button>
          <Button onClick={onConfirm} loading={starting}>
            Начать
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
