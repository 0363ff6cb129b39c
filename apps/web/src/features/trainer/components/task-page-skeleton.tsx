import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import cards from './task-header-cards.module.css';

/** The task page's shape while it loads, so nothing jumps when the task arrives. */
export function TaskPageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка задания">
      <div className={cards.grid}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className={cards.card} height={64} radius="md" />
        ))}
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={16} radius="md" />
          <Skeleton height={16} radius="md" />
          <Skeleton height={16} width="80%" radius="md" />
          <Skeleton height={120} radius="md" mt="sm" />
          <Skeleton height={16} width="60%" radius="md" />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Skeleton height={14} width={60} radius="md" />
          <Skeleton height={42} maw={420} radius="md" />
          <Group gap="sm">
            <Skeleton height={36} width={130} radius="md" />
            <Skeleton height={36} width={160} radius="md" />
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
