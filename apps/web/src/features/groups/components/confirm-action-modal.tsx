import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmActionModalProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  /** The refusal, shown above the buttons; the dialog stays open. */
  error?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
};

/** SPEC §5: leaving, deleting a role, generating and abandoning a quest ask first. */
export function ConfirmActionModal({ opened, title, text, confirmLabel, color = 'red', pending, error, onCancel, onConfirm }: ConfirmActionModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {opened && (
        <Stack gap="md">
          <Text>{text}</Text>
          {error}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Отмена
            </Button>
            <Button color={color} loading={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
