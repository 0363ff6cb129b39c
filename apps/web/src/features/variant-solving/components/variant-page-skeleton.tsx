import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The solving page's shape while the variant loads. */
export function VariantPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка варианта">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start">
          <Stack gap={10}>
            <Skeleton height={28} width={220} radius="md" />
            <Group gap={6}>
              <Skeleton height={20} width={120} radius="xl" />
              <Skeleton height={20} width={130} radius="xl" />
            </Group>
          </Stack>
          <Skeleton height={40} width={96} radius="md" />
        </Group>
        <Group gap="sm" mt="md">
          <Skeleton height={36} width={180} radius="md" />
          <Skeleton height={36} width={120} radius="md" />
          <Skeleton height={36} width={90} radius="md" />
        </Group>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Group gap={6}>
          {Array.from({ length: 10 }, (_, key) => (
            <Skeleton key={key} height={40} width={40} radius="md" />
          ))}
        </Group>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={22} width={160} radius="md" />
          <Skeleton height={16} radius="md" />
          <Skeleton height={16} radius="md" />
          <Skeleton height={16} width="75%" radius="md" />
          <Skeleton height={100} radius="md" mt="sm" />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={14} width={60} radius="md" />
          <Skeleton height={42} maw={420} radius="md" />
          <Skeleton height={36} width={170} radius="md" />
        </Stack>
      </Paper>
    </Stack>
  );
}
