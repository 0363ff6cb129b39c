import '@mantine/core/styles/Table.css';
import type { ExamResultItem } from '@ege/core/exam/exam-schemas';
import { Group, Table, Text } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconMinus, IconX } from '@tabler/icons-react';
import { AnswerText } from '../../components/answer-text';
import { formatElapsed } from '../../lib/format-elapsed';
import { resultToneOf, type ResultTone } from '../../lib/result-tone-of';
import classes from './exam-result-table.module.css';

const toneIcons: Record<ResultTone, { icon: typeof IconCheck; color: string; label: string }> = {
  correct: { icon: IconCheck, color: 'var(--mantine-color-green-light-color)', label: 'верно' },
  partial: { icon: IconMinus, color: 'var(--mantine-color-yellow-light-color)', label: 'частично' },
  incorrect: { icon: IconX, color: 'var(--mantine-color-red-light-color)', label: 'неверно' },
  unanswered: { icon: IconCircleDashed, color: 'var(--mantine-color-dimmed)', label: 'нет ответа' },
};

/** Every task of the rehearsal: the answer given, the right one, the points and the time; wide, so it scrolls on a phone. */
export function ExamResultTable({ items }: { items: ExamResultItem[] }) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return (
    // Nothing in the rows takes focus: the box itself does, so the keyboard scrolls it on a phone.
    <Table.ScrollContainer minWidth={620} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Задания, прокручиваются вбок' } }}>
      <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="xs" aria-label="Ответы по заданиям">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>№</Table.Th>
            <Table.Th>Тип</Table.Th>
            <Table.Th>Ваш ответ</Table.Th>
            <Table.Th>Правильный ответ</Table.Th>
            <Table.Th ta="right">Баллы</Table.Th>
            <Table.Th ta="right">Время</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((item) => {
            const tone = resultToneOf(item);
            const { icon: Icon, color, label } = toneIcons[tone];
            return (
              <Table.Tr key={`${item.position}-${item.task_id}`} className={classes.row} data-tone={tone}>
                <Table.Td fw={700}>{item.position}</Table.Td>
                <Table.Td>{item.type}</Table.Td>
                <Table.Td>
                  <AnswerText joined={item.user_answer} />
                </Table.Td>
                <Table.Td>
                  <AnswerText joined={item.correct_answer} />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Icon size={16} color={color} aria-label={label} />
                    <Text fw={600} span className={classes.nowrap}>
                      {item.points} из {item.max_points}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td ta="right" className={classes.nowrap}>
                  {formatElapsed(item.time_spent)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
