import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { describeError } from '../../../lib/describe-error';
import { useRemoveVariant } from '../api/use-remove-variant';

type DeleteVariantModalProps = { variant: VariantSummary | null; onClose: () => void };

export function DeleteVariantModal({ variant, onClose }: DeleteVariantModalProps) {
  const remove = useRemoveVariant({
    onRemoved: (id) => notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: `Вариант «${variant?.name ?? id}» удалён` }),
    onListed: onClose,
  });
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDeleteModal
      opened={variant !== null}
      title="Удалить вариант?"
      deleting={remove.isPending}
      error={remove.isError ? { title: 'Ошибка удаления варианта', message: describeError(remove.error).message } : null}
      onCancel={close}
      onConfirm={() => variant && remove.mutate({ id: variant.id })}
    >
      <Text size="sm">Вы уверены, что хотите удалить этот вариант?</Text>
      {variant && (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {variant.name}
        </Text>
      )}
    </ConfirmDeleteModal>
  );
}
