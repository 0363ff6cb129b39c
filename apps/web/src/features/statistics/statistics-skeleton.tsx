import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The tab's shape while its data loads: three totals, the calendar, a few type cards. */
export function StatisticsSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Загрузка статистики">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={96} radius="md" />
        ))}
      </SimpleGrid>
      <Paper withBorder p="md">
        <Skeleton height={22} width={200} radius="md" mb="md" />
        <Skeleton height={120} radius="sm" />
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} height={180} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
