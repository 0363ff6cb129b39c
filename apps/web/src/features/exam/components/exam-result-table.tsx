import '@mantine/core/styles/Table.css';
import type { ExamResultItem } from '@ege/core/exam/exam-schemas';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { AnswerText } from '../../../components/answer-text';
import { ResultPoints } from '../../../components/result-points';
import { ScrollBox } from '../../../components/scroll-box';
import { TaskReportPlace, useTaskReportSlot } from '../../../components/task-report-slot';
import rows from '../../../components/result-rows.module.css';
import { formatElapsed } from '../../../lib/format-elapsed';
import { resultToneOf } from '../../../lib/result-tone-of';
import { answerSeenLabels } from '../utils/answer-seen-labels';
import classes from './exam-result-table.module.css';

/**
 * Every task of the rehearsal: the answer given, the right one, the points and the time; wide, so it
 * scrolls on a phone. A task whose answer the student had seen is marked under their answer, for them
 * and for the teacher alike.
 */
export function ExamResultTable({ items }: { items: ExamResultItem[] }) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  // The route offers 'Сообщить об ошибке': a last column of one flag per task.
  const reports = useTaskReportSlot() !== null;
  return (
    // Nothing in the rows takes focus: the box itself does, so the keyboard scrolls it on a phone.
    <ScrollBox label="Задания, прокручиваются вбок">
      <Table miw={620} className={`${rows.table} ${classes.table}`} verticalSpacing="sm" horizontalSpacing="xs" aria-label="Ответы по заданиям">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>Тип</Table.Th>
            <Table.Th>Ваш ответ</Table.Th>
            <Table.Th>Правильный ответ</Table.Th>
            <Table.Th ta="right">Баллы</Table.Th>
            <Table.Th ta="right">Время</Table.Th>
            {reports && (
              // Relative: the hidden text (absolutely placed) stays inside the scroll box instead of widening the page.
              <Table.Th w={40} pos="relative">
                <VisuallyHidden>Ошибка в задании</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((item) => {
            return (
              <Table.Tr key={`${item.position}-${item.task_id}`} className={rows.row} data-tone={resultToneOf(item)}>
                <Table.Td fw={700}>{item.position}</Table.Td>
                <Table.Td>{item.type}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <AnswerText joined={item.user_answer} />
                    {item.answer_seen && (
                      <Text size="xs" fw={600} c="red.9">
                        {answerSeenLabels[item.answer_seen]}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <AnswerText joined={item.correct_answer} />
                </Table.Td>
                <Table.Td>
                  <ResultPoints tone={resultToneOf(item)} text={`${item.points} из ${item.max_points}`} />
                </Table.Td>
                <Table.Td ta="right" className={classes.nowrap}>
                  {formatElapsed(item.time_spent)}
                </Table.Td>
                {reports && (
                  <Table.Td ta="right">
                    <TaskReportPlace taskId={item.task_id} compact name={`Сообщить об ошибке в задании ${item.position}`} />
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
