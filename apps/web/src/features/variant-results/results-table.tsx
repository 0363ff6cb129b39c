import '@mantine/core/styles/Table.css';
import type { VariantResults } from '@ege/core/variants/variant-schemas';
import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { AnswerText } from '../../components/answer-text';
import { ResultPoints } from '../../components/result-points';
import rows from '../../components/result-rows.module.css';
import { ScrollBox } from '../../components/scroll-box';
import { ResultTaskModal } from './result-task-modal';
import { resultToneOf } from '../../lib/result-tone-of';
import { pointsTextOf } from './results-lines';
import classes from './results-table.module.css';

/** Every task of the variant: the answer given, the right one and the points, the row green or red; its number opens the task. */
export function ResultsTable({ items }: { items: VariantResults['items'] }) {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  const [opened, setOpened] = useState<VariantResults['items'][number] | null>(null);
  return (
    <>
      <ScrollBox label="Ответы, прокручиваются вбок">
        <Table miw={300} className={rows.table} verticalSpacing="sm" horizontalSpacing="xs" aria-label="Ответы по заданиям">
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
              return (
                <Table.Tr key={`${item.position}-${item.task_id}`} className={rows.row} data-tone={resultToneOf(item)} data-correct={item.is_correct}>
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
                    <ResultPoints tone={resultToneOf(item)} text={pointsTextOf(item)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      <ResultTaskModal item={opened} onClose={() => setOpened(null)} />
    </>
  );
}
