import '@mantine/core/styles/Table.css';
import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconMinus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { AnswerText } from '../../components/answer-text';
import { ResultTaskModal } from './result-task-modal';
import { resultToneOf, type ResultTone } from '../../lib/result-tone-of';
import { pointsTextOf } from './results-lines';
import classes from './results-table.module.css';

const toneIcons: Record<ResultTone, { icon: typeof IconCheck; color: string; label: string }> = {
  correct: { icon: IconCheck, color: 'var(--mantine-color-green-light-color)', label: 'верно' },
  partial: { icon: IconMinus, color: 'var(--mantine-color-yellow-light-color)', label: 'частично' },
  incorrect: { icon: IconX, color: 'var(--mantine-color-red-light-color)', label: 'неверно' },
  unanswered: { icon: IconCircleDashed, color: 'var(--mantine-color-dimmed)', label: 'нет ответа' },
};

/** Every task of the variant: the answer given, the right one and the points, the row green or red; its number opens the task. */
export function ResultsTable({ items }: { items: VariantResults['items'] }) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const [opened, setOpened] = useState<VariantResults['items'][number] | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={300}>
        <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="xs" aria-label="Ответы по заданиям">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>№</Table.Th>
              <Table.Th>Ваш ответ</Table.Th>
              <Table.Th>Правильный ответ</Table.Th>
              <Table.Th ta="right">Баллы</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((item, index) => {
              const tone = resultToneOf(item);
              const { icon: Icon, color, label } = toneIcons[tone];
              return (
                <Table.Tr key={`${item.position}-${item.task_id}`} className={classes.row} data-tone={tone} data-correct={item.is_correct}>
                  <Table.Td className={classes.number}>
                    <UnstyledButton className={classes.open} onClick={() => setOpened(item)}>
                      <VisuallyHidden>Открыть задание </VisuallyHidden>
                      <Text fw={700} span c="var(--mantine-color-anchor)" td="underline">
                        {index + 1}
                      </Text>{' '}
                      <Text size="xs" c="dimmed">
                        тип {item.type}
                      </Text>
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <AnswerText joined={item.user_answer} />
                  </Table.Td>
                  <Table.Td>
                    <AnswerText joined={item.correct_answer} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Icon size={16} color={color} aria-label={label} />
                      <Text fw={600} span style={{ whiteSpace: 'nowrap' }}>
                        {pointsTextOf(item)}
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ResultTaskModal item={opened} onClose={() => setOpened(null)} />
    </>
  );
}
