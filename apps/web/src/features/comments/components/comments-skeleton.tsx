import { Group, Skeleton, Stack } from '@mantine/core';

/** The thread's shape while it loads: two comments, the second a reply. */
export function CommentsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка комментариев">
      {[0, 1].map((index) => (
        <Stack key={index} gap={8} pl={index * 24}>
          <Group gap="xs">
            <Skeleton height={32} circle />
            <Skeleton height={12} width={120} radius="md" />
            <Skeleton height={10} width={70} radius="md" />
          </Group>
          <Skeleton height={12} radius="md" />
          <Skeleton height={12} width="70%" radius="md" />
        </Stack>
      ))}
    </Stack>
  );
}
