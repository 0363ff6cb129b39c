import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { variantGridCols } from '../utils/variant-grid-cols';

export function VariantCardsSkeleton() {
  return (
    <SimpleGrid cols={variantGridCols} spacing="md" aria-busy="true" aria-label="Загрузка вариантов">
      {[0, 1, 2].map((key) => (
        <Paper key={key} withBorder p="md">
          <Stack gap="sm">
            <Skeleton height={22} width="70%" radius="md" />
            <Skeleton height={12} width="45%" radius="md" />
            <Group gap={6}>
              <Skeleton height={20} width={80} radius="sm" />
              <Skeleton height={20} width={120} radius="sm" />
            </Group>
            <Skeleton height={10} radius="xl" mt="xs" />
            <Skeleton height={36} radius="md" />
            <Skeleton height={36} radius="md" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
