import type { ClassSummary } from '@ege/core/classes/class-schemas';
import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconUsers } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { useClassList } from '../api/use-class-list';
import { useRemoveClass } from '../api/use-remove-class';
import { ClassCard } from './class-card';
import { ClassFormModal } from './class-form-modal';

/** The teacher's classes: create a list, open a class's report, edit or delete a list. */
export function ClassesWorkspace() {
  const list = useClassList();
  const navigate = useNavigate();
  const [formTarget, setFormTarget] = useState<'new' | ClassSummary | null>(null);
  const [deleting, setDeleting] = useState<ClassSummary | null>(null);
  const remove = useRemoveClass(() => setDeleting(null));

  let content;
  if (list.isPending) {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true" aria-label="Загрузка классов">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={132} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (list.isError) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title="Не удалось загрузить классы">
        {describeError(list.error).message}
      </Alert>
    );
  } else if (list.data.classes.length === 0) {
    content = (
      <PageNotice
        icon={<IconUsers size={28} />}
        title="Классов пока нет"
        description="Создайте список учеников, или станьте лидером группы: её участники — тоже класс."
      />
    );
  } else {
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {list.data.classes.map((summary) => (
          <ClassCard key={summary.id} summary={summary} onEdit={() => setFormTarget(summary)} onDelete={() => setDeleting(summary)} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setFormTarget('new')}>
          Создать класс
        </Button>
      </Group>
      {content}
      <ClassFormModal
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(id, created) => {
          setFormTarget(null);
          if (created) void navigate({ to: '/classes/$id', params: { id: String(id) } });
        }}
      />
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Удалить класс?"
        deleting={remove.isPending}
        error={remove.error ? { message: describeError(remove.error).message } : null}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      >
        <Text size="sm">
          Список «{deleting?.name}» удалится. Ученики, их ответы и домашние задания останутся.
        </Text>
      </ConfirmDeleteModal>
    </Stack>
  );
}
