import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ConfirmDeleteModalProps = {
  opened: boolean;
  title: string;
  /** What goes and what stays, in the feature's words. */
  children: ReactNode;
  deleting: boolean;
  /** The server's refusal, shown above the buttons; the dialog stays open. */
  error?: { title?: string; message: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The one confirmation before anything is deleted: what goes, 'Отмена' and a red 'Удалить'. */
export function ConfirmDeleteModal({ opened, title, children, deleting, error = null, onCancel, onConfirm }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {/* Gone at once on close, not through the fade: no second 'Удалить' stands beside the page's own. */}
      {opened && (
        <Stack gap="md">
          {children}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={error.title} role="alert">
              {error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Отмена
            </Button>
            <Button color="red" loading={deleting} onClick={onConfirm}>
              Удалить
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
