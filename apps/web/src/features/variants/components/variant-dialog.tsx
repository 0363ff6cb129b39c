import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { VariantForm } from './variant-form';

type VariantDialogProps = {
  opened: boolean;
  /** The variant being edited; null creates a new one. */
  variant: VariantSummary | null;
  canPublish: boolean;
  onClose: () => void;
  onCreated: (created: VariantSummary) => void;
};

/** 'Создать вариант' and 'Редактировать': a modal, full screen on phones. */
export function VariantDialog({ opened, variant, canPublish, onClose, onCreated }: VariantDialogProps) {
  const phone = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={variant ? 'Редактирование варианта' : 'Новый вариант'}
      size="lg"
      fullScreen={phone}
      centered={!phone}
      radius={phone ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* The modal unmounts its content once closed, so each opening starts a fresh form. */}
      <VariantForm key={variant?.id ?? 'new'} variant={variant} canPublish={canPublish} onCancel={onClose} onSaved={variant ? onClose : onCreated} />
    </Modal>
  );
}
