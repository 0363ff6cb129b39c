import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconEye } from '@tabler/icons-react';

type RevealAnswerButtonProps = {
  onReveal: () => void;
  revealing: boolean;
  error: string | null;
};

/** 'Показать ответ' behind a warning and a confirmation (SPEC §4 Reveal). */
export function RevealAnswerButton({ onReveal, revealing, error }: RevealAnswerButtonProps) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" color="orange" leftSection={<IconEye size={18} />} onClick={modal.open}>
        Показать ответ
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Показать ответ?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
        <Stack gap="md">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} title="Внимание">
            Если вы посмотрите ответ, задание больше не принесёт опыта — даже если потом вы решите его верно.
          </Alert>
          {error && (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close}>
              Отмена
            </Button>
            <Button color="orange" loading={revealing} onClick={onReveal}>
              Да, показать ответ
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
