import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

type ConfirmAbandonModalProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Abandoning a quest asks first (SPEC §2); a refusal stays in the dialog. */
export function ConfirmAbandonModal({ opened, title, text, confirmLabel, pending, error, onCancel, onConfirm }: ConfirmAbandonModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {opened && (
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Не отменять
            </Button>
            <Button color="red" loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
