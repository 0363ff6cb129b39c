import '@mantine/core/styles/Grid.css';
import { Grid, Paper, Skeleton, Stack } from '@mantine/core';

export function HomeworkSkeleton() {
  return (
    <Grid aria-busy="true" aria-label="Загрузка домашних заданий">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <Stack gap="xs">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={52} radius="md" />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Skeleton height={24} width="55%" radius="md" />
            <Skeleton height={14} width="40%" radius="md" />
            <Skeleton height={16} radius="xl" mt="sm" />
            <Skeleton height={34} radius="md" mt="sm" />
            <Skeleton height={36} radius="md" />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
