import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка профиля">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Group gap="xl" wrap="wrap" justify="center">
          <Stack align="center" gap="xs">
            <Skeleton height={104} circle />
            <Skeleton height={22} width={120} radius="md" />
          </Stack>
          <Stack gap="sm" style={{ flex: '1 1 220px' }}>
            <Skeleton height={28} width="60%" radius="md" />
            <Skeleton height={14} width="45%" radius="md" />
            <Skeleton height={24} width={110} radius="sm" />
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={24} width={140} radius="md" />
          <Skeleton height={16} radius="xl" />
          <Skeleton height={14} width={180} radius="md" />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={74} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
