import type { ClassHomework, ClassStudent } from '@ege/core/classes/class-schemas';
import { classHomeworkStateLabels } from '@ege/core/classes/class-schemas';
import { Alert, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { AssignmentTaskTable } from '../../../components/assignment-task-table';
import { describeError } from '../../../lib/describe-error';
import { formatIssuedDate } from '../../../lib/format-issued-date';
import { exportHomeworkGrid } from '../api/export-homework-grid';
import { useStudentAssignment } from '../api/use-student-assignment';
import { ExportButtons } from './export-buttons';

export type OpenHomework = { student: ClassStudent; homework: ClassHomework };

function GridBody({ open }: { open: OpenHomework }) {
  const assignment = useStudentAssignment(open.student.id, open.homework.id, true);
  if (assignment.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label="Загрузка задач">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={28} />
        ))}
      </Stack>
    );
  }
  if (assignment.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {describeError(assignment.error).message}
      </Alert>
    );
  }
  if (assignment.data === null) {
    return <Text size="sm">Это домашнее задание больше не найдено: возможно, его удалили.</Text>;
  }
  if (assignment.data.kind === 'exam' && assignment.data.task_list.length === 0) {
    return <Text size="sm">Пробный экзамен: задачи появятся, когда ученик его начнёт.</Text>;
  }
  return <AssignmentTaskTable tasks={assignment.data.task_list} />;
}

/** The per-task grid of a student's current homework, one click from the class screen. */
export function HomeworkGridModal({ open, onClose }: { open: OpenHomework | null; onClose: () => void }) {
  return (
    <Modal
      opened={open !== null}
      onClose={onClose}
      title={open ? `ДЗ ученика ${open.student.username}` : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      {open && (
        <Stack gap="sm">
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              от {formatIssuedDate(open.homework.date)} · {classHomeworkStateLabels[open.homework.state]} · решено {open.homework.solved} из {open.homework.total}
            </Text>
            <ExportButtons what="задачи ДЗ" load={(format) => exportHomeworkGrid(open.homework.id, format)} />
          </Group>
          <GridBody open={open} />
        </Stack>
      )}
    </Modal>
  );
}
