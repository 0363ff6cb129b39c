import type { StatisticsOverview } from '@ege/core/statistics/statistics-schemas';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatElapsed } from '../../lib/format-elapsed';

function TotalCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={30} fw={700} lh={1.2}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </Paper>
  );
}

/** SPEC §2 Statistics: tasks solved, types mastered (with the rule, decision 033), average time per task. */
export function StatisticsTotals({ totals, masteryRule }: { totals: StatisticsOverview['totals']; masteryRule: string }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <TotalCard label="Решено задач" value={String(totals.solved_tasks)} />
      <TotalCard label="Освоено типов" value={`${totals.mastered_types} из ${totals.type_count}`} note={masteryRule} />
      <TotalCard
        label="Среднее время на задачу"
        value={totals.average_solving_time === null ? '—' : formatElapsed(totals.average_solving_time)}
        note="минуты:секунды, по решённым задачам"
      />
    </SimpleGrid>
  );
}
