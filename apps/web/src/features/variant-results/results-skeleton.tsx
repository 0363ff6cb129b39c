import { Group, Paper, Skeleton, Stack } from '@mantine/core';

export function ResultsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка результатов">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Group gap="xl" justify="center">
          <Skeleton height={168} width={168} circle />
          <Stack gap={10} style={{ flex: '1 1 220px' }}>
            {[200, 160, 140, 120, 100].map((width) => (
              <Skeleton key={width} height={18} width={width} radius="md" />
            ))}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={36} radius="md" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
