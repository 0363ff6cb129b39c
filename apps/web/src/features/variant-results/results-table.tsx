import '@mantine/core/styles/Table.css';
import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { Group, Table, Text } from '@mantine/core';
import { IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import { AnswerText } from '../../components/answer-text';
import { pointsTextOf, rowToneOf, type RowTone } from './results-lines';
import classes from './results-table.module.css';

const toneIcons: Record<RowTone, { icon: typeof IconCheck; color: string; label: string }> = {
  correct: { icon: IconCheck, color: 'var(--mantine-color-green-light-color)', label: 'верно' },
  partial: { icon: IconMinus, color: 'var(--mantine-color-yellow-light-color)', label: 'частично' },
  incorrect: { icon: IconX, color: 'var(--mantine-color-red-light-color)', label: 'неверно' },
};

/** Every task of the variant: the answer given, the right one and the points, the row green or red. */
export function ResultsTable({ items }: { items: VariantResults['items'] }) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return (
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
            const tone = rowToneOf(item);
            const { icon: Icon, color, label } = toneIcons[tone];
            return (
              <Table.Tr key={`${item.position}-${item.task_id}`} className={classes.row} data-tone={tone} data-correct={item.is_correct}>
                <Table.Td className={classes.number}>
                  <Text fw={700} span>
                    {index + 1}
                  </Text>
                  <Text size="xs" c="dimmed">
                    тип {item.type}
                  </Text>
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
  );
}
