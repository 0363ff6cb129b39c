import '@mantine/core/styles/Table.css';
import type { HomeworkTaskItem } from '@ege/core/homework/homework-schemas';
import { Badge, Table, Text } from '@mantine/core';
import { ScrollBox } from './scroll-box';
import { formatTimeSpent } from '../lib/format-time-spent';

/** Solved, tried and failed (where the student is stuck), or not started yet. */
function TaskState({ task }: { task: HomeworkTaskItem }) {
  if (task.solved) return <Badge color="green" variant="light" tt="none" size="sm" maw="none">Решено</Badge>;
  if (task.attempts > 0) return <Badge color="red" variant="light" tt="none" size="sm" maw="none">Не решено</Badge>;
  return <Badge color="gray" variant="light" tt="none" size="sm" maw="none">Не начато</Badge>;
}

/** Each task of an assignment with the student's progress on it. */
export function AssignmentTaskTable({ tasks }: { tasks: readonly HomeworkTaskItem[] }) {
  return (
    <ScrollBox label="Задачи ДЗ, прокручиваются вбок">
      <Table miw={280} striped verticalSpacing={6} horizontalSpacing={6} fz={{ base: 'xs', xs: 'sm' }} aria-label="Задачи ДЗ" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Задача</Table.Th>
            <Table.Th>Статус</Table.Th>
            <Table.Th ta="right">Попытки</Table.Th>
            <Table.Th ta="right">Время</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.id}>
              <Table.Td>
                № {task.type}{' '}
                <Text span size="xs" c="dimmed">
                  #{task.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <TaskState task={task} />
              </Table.Td>
              <Table.Td ta="right">{task.attempts}</Table.Td>
              <Table.Td ta="right">
                {formatTimeSpent(task.time_spent, task.attempts)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
