import '@mantine/core/styles/Table.css';
import type { ExamTask } from '@ege/core/exam/exam-schemas';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { Button, Group, Modal, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { answerLineOf } from '../utils/exam-answers';
import classes from './exam-station.module.css';

type ExamReviewModalProps = {
  opened: boolean;
  tasks: ExamTask[];
  values: Record<string, AnswerValue>;
  finishing: boolean;
  onCancel: () => void;
  onOpenTask: (number: number) => void;
  onConfirm: () => void;
};

/** 'Завершить экзамен': every task's entered answer first, the blank ones marked, then the confirmation. */
export function ExamReviewModal({ opened, tasks, values, finishing, onCancel, onOpenTask, onConfirm }: ExamReviewModalProps) {
  const lines = tasks.map((task) => ({ task, line: answerLineOf(values[String(task.id)] ?? { kind: 'field', value: '' }) }));
  const blank = lines.filter((item) => item.line === '').length;
  return (
    <Modal opened={opened} onClose={onCancel} title="Завершить экзамен?" centered size="lg" scrollAreaComponent={ScrollArea.Autosize}>
      <Stack gap="md">
        <Text>
          {blank === 0 ? 'Ответы есть на все задания.' : `Без ответа: ${blank} из ${tasks.length}. Задания без ответа получат 0 баллов.`} После завершения изменить ответы будет нельзя.
        </Text>
        <Table verticalSpacing={4} horizontalSpacing="xs" aria-label="Ваши ответы">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>№</Table.Th>
              <Table.Th>Ваш ответ</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map(({ task, line }) => (
              <Table.Tr key={task.id} className={line === '' ? classes.blank : undefined} data-blank={line === '' || undefined}>
                <Table.Td>
                  <UnstyledButton onClick={() => onOpenTask(task.number)} aria-label={`Открыть задание ${task.number}`} fw={700} c="var(--mantine-color-anchor)" td="underline">
                    {task.number}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  {line === '' ? (
                    <Text span size="sm" fw={600}>
                      нет ответа
                    </Text>
                  ) : (
                    <Text span ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Вернуться к заданиям
          </Button>
          <Button color="green" onClick={onConfirm} loading={finishing}>
            Завершить экзамен
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
