import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

const StatisticsCharts = lazy(() => import('./statistics-charts').then((module) => ({ default: module.StatisticsCharts })));

function ChartsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка графиков">
      <Paper withBorder p="md">
        <Skeleton height={22} width={220} radius="md" mb="md" />
        <Skeleton height={130} radius="sm" />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton height={320} radius="md" />
        <Skeleton height={320} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

/** The charts (with @mantine/charts and recharts) load when the Статистика tab first shows them, never with the first page (docs/decisions/025). */
export function LazyStatisticsCharts(props: ComponentProps<typeof StatisticsCharts>) {
  return (
    <Suspense fallback={<ChartsSkeleton />}>
      <StatisticsCharts {...props} />
    </Suspense>
  );
}
