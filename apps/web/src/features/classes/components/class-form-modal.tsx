import type { ClassSummary } from '@ege/core/classes/class-schemas';
import { Alert, Modal, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '../../../lib/describe-error';
import { useClassDetail } from '../api/use-class-detail';
import { useSaveClass } from '../api/use-save-class';
import { ClassForm } from './class-form';

type ClassFormModalProps = {
  /** 'new' for a new list class, a list class to edit, or null while closed. */
  target: 'new' | ClassSummary | null;
  onClose: () => void;
  onSaved: (id: number, created: boolean) => void;
};

/** 'Новый класс' or 'Изменить класс': the form in a dialog; an edited class's students are read first. */
export function ClassFormModal({ target, onClose, onSaved }: ClassFormModalProps) {
  const editing = target !== null && target !== 'new' ? target : null;
  const detail = useClassDetail(editing?.id ?? null);
  const save = useSaveClass((id) => onSaved(id, editing === null));
  const close = () => {
    save.reset();
    onClose();
  };

  let body = null;
  if (target === 'new') {
    body = <ClassForm initialName="" initialMembers={[]} submitLabel="Создать" saving={save.isPending} error={save.error} onCancel={close} onSubmit={(draft) => save.mutate({ id: null, draft })} />;
  } else if (editing && detail.data) {
    body = (
      <ClassForm
        key={editing.id}
        initialName={detail.data.name}
        initialMembers={detail.data.students}
        submitLabel="Сохранить"
        saving={save.isPending}
        error={save.error}
        onCancel={close}
        onSubmit={(draft) => save.mutate({ id: editing.id, draft })}
      />
    );
  } else if (editing && detail.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {describeError(detail.error).message}
      </Alert>
    );
  } else if (editing) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Загрузка класса">
        <Skeleton h={36} />
        <Skeleton h={36} />
        <Skeleton h={90} />
      </Stack>
    );
  }

  return (
    <Modal opened={target !== null} onClose={close} title={editing ? 'Изменить класс' : 'Новый класс'} size="lg" closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {body}
    </Modal>
  );
}
