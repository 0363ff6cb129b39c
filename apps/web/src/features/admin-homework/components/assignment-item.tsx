import type { HomeworkAssignment } from '@ege/core/homework/homework-schemas';
import { Accordion, Badge, Button, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { AssignmentTaskTable } from '../../../components/assignment-task-table';
import { ExamAssignmentSummary } from './exam-assignment-summary';
import { formatAssignedDate } from '../utils/format-assigned-date';
import { homeworkStatusColors, homeworkStatusLabels } from '../../../lib/homework-status';

type AssignmentItemProps = {
  assignment: HomeworkAssignment;
  /** An admin changes any assignment, a teacher only their own (the server checks it too). */
  canChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One assignment of the history: a summary line that opens to its tasks (a rehearsal's: to its window and result). */
export function AssignmentItem({ assignment, canChange, onEdit, onDelete }: AssignmentItemProps) {
  const { solved, total } = assignment.progress;
  return (
    <Accordion.Item value={String(assignment.id)}>
      {/* Named by all it shows (WCAG 2.5.3), after a spoken 'ДЗ от'. */}
      <Accordion.Control>
        <Stack gap={4}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              <VisuallyHidden>ДЗ от </VisuallyHidden>
              {formatAssignedDate(assignment.date)}
            </Text>
            <Group gap={6} wrap="nowrap">
              {assignment.exam && (
                <Badge color="grape" variant="light">
                  Пробный экзамен
                </Badge>
              )}
              <Badge color={homeworkStatusColors[assignment.status]} variant="light">
                {homeworkStatusLabels[assignment.status]}
              </Badge>
              {/* Said in words: a name of 'Решено из' over the figures dropped the figures themselves. */}
              <Text size="sm" fw={700}>
                <span aria-hidden="true">
                  {solved}/{total}
                </span>
                <VisuallyHidden>
                  {assignment.exam ? 'Верно' : 'Решено'} {solved} из {total}
                </VisuallyHidden>
              </Text>
            </Group>
          </Group>
          <Progress value={total === 0 ? 0 : (solved / total) * 100} size="sm" color={homeworkStatusColors[assignment.status]} aria-hidden />
          {assignment.comment && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {assignment.comment}
            </Text>
          )}
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          {assignment.exam ? <ExamAssignmentSummary exam={assignment.exam} /> : <AssignmentTaskTable tasks={assignment.task_list} />}
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              Выдал: {assignment.issued_by?.username ?? '—'}
            </Text>
            {canChange && (
              <Group gap="xs">
                <Button size="compact-sm" variant="light" leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  Изменить
                </Button>
                <Button size="compact-sm" variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                  Удалить
                </Button>
              </Group>
            )}
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
