import '@mantine/core/styles/Accordion.css';
import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import type { Profile } from '@ege/core/identity/user-schemas';
import { Accordion, Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ShowMoreButton } from '../../../components/show-more-button';
import { describeError } from '../../../lib/describe-error';
import { AssignmentItem } from './assignment-item';
import { DeleteAssignmentModal } from './delete-assignment-modal';
import { EditAssignmentModal } from './edit-assignment-modal';
import { useHomeworkHistory } from '../api/use-homework-history';

type HomeworkHistoryProps = { staff: Profile; userId: number; username: string };

function HistorySection({ title, assignments, staff, onEdit, onDelete }: {
  title: string;
  assignments: readonly HomeworkAssignment[];
  staff: Profile;
  onEdit: (assignment: HomeworkAssignment) => void;
  onDelete: (assignment: HomeworkAssignment) => void;
}) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" c="dimmed">
        {title}: {assignments.length}
      </Text>
      {assignments.length > 0 && (
        <Accordion multiple variant="separated" radius="md" chevronPosition="right" styles={{ control: { paddingInline: 'var(--mantine-spacing-sm)' }, content: { padding: 'var(--mantine-spacing-xs)', paddingTop: 0 } }}>
          {assignments.map((assignment) => (
            <AssignmentItem
              key={assignment.id}
              assignment={assignment}
              canChange={staff.role === 'admin' || assignment.issued_by?.id === staff.id}
              onEdit={() => onEdit(assignment)}
              onDelete={() => onDelete(assignment)}
            />
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

/** A student's homework, active and completed, newest first, each opening to its task grid; 20 at a time with 'Показать ещё'. */
export function HomeworkHistory({ staff, userId, username }: HomeworkHistoryProps) {
  const list = useHomeworkHistory(userId);
  const active = list.data?.pages.flatMap((page) => page.active) ?? [];
  const completed = list.data?.pages.flatMap((page) => page.completed) ?? [];
  const [editing, setEditing] = useState<HomeworkAssignment | null>(null);
  const [deleting, setDeleting] = useState<HomeworkAssignment | null>(null);

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="xs" aria-label="Загрузка истории">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={64} radius="md" />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title="Ошибка загрузки домашних заданий">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{describeError(list.error).message}</Text>
          <Button size="compact-sm" variant="light" color="red" leftSection={<IconRefresh size={16} />} loading={list.isFetching} onClick={() => void list.refetch()}>
            Повторить
          </Button>
        </Stack>
      </Alert>
    );
  } else if (active.length + completed.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        У ученика пока нет домашних заданий.
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <HistorySection title="Активные" assignments={active} staff={staff} onEdit={setEditing} onDelete={setDeleting} />
        <HistorySection title="Выполненные" assignments={completed} staff={staff} onEdit={setEditing} onDelete={setDeleting} />
        <ShowMoreButton query={list} label="Показать ещё домашние задания" />
      </Stack>
    );
  }

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          История ДЗ: {username}
        </Title>
        {body}
      </Stack>
      <EditAssignmentModal assignment={editing} onClose={() => setEditing(null)} />
      <DeleteAssignmentModal assignment={deleting} onClose={() => setDeleting(null)} />
    </Paper>
  );
}
