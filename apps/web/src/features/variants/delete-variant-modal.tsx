import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import { invalidateVariants } from './invalidate-variants';

type DeleteVariantModalProps = { variant: VariantSummary | null; onClose: () => void };

export function DeleteVariantModal({ variant, onClose }: DeleteVariantModalProps) {
  const remove = useMutation({
    ...trpc.variants.remove.mutationOptions(),
    onSuccess: async (_result, { id }) => {
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: `Вариант «${variant?.name ?? id}» удалён` });
      await invalidateVariants();
      onClose();
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={variant !== null} onClose={close} title="Удалить вариант?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {variant && (
        <Stack gap="md">
          <Text size="sm">Вы уверены, что хотите удалить этот вариант?</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {variant.name}
          </Text>
          {remove.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка удаления варианта">
              {describeError(remove.error).message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: variant.id })}>
              Удалить
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
