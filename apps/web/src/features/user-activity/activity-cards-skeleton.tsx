import { Group, Paper, Skeleton, Stack } from '@mantine/core';

export function ActivityCardsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Загрузка активности">
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder p="md">
          <Stack gap="xs">
            <Group gap={6}>
              <Skeleton height={20} width={60} radius="sm" />
              <Skeleton height={20} width={120} radius="sm" />
              <Skeleton height={20} width={80} radius="sm" />
            </Group>
            <Skeleton height={12} width="45%" radius="md" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
