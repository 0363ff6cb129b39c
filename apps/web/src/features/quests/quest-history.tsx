import '@mantine/core/styles/Table.css';
import type { QuestStatistics, WeeklyQuest } from '@ege/core/quests/quest-schemas';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ScrollBox } from '../../components/scroll-box';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}

/** Statistics of the weekly quests and the earlier weeks (an expired one 'Истек'). */
export function QuestHistory({ history, statistics }: { history: WeeklyQuest[]; statistics: QuestStatistics }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="md" id={headingId}>
          История и статистика
        </Title>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Всего квестов" value={String(statistics.total_quests)} />
          <Figure label="Завершено" value={String(statistics.completed_quests)} />
          <Figure label="Средний прогресс" value={`${statistics.average_progress}%`} />
        </SimpleGrid>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            Прошлых квестов пока нет.
          </Text>
        ) : (
          <ScrollBox label="Прошлые квесты, прокручиваются вбок">
            <Table miw={280} aria-label="Прошлые квесты недели" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Неделя</Table.Th>
                  <Table.Th>Статус</Table.Th>
                  <Table.Th ta="right">Прогресс</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((quest) => (
                  <Table.Tr key={quest.id}>
                    <Table.Td>{quest.formatted_week}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={quest.status_color} variant="light" tt="none">
                          {quest.status_text}
                        </Badge>
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{quest.final_progress ?? quest.progress.percentage}%</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        )}
      </Stack>
    </Paper>
  );
}
