import { Group, Progress, Stack, Text } from '@mantine/core';

type SolvedProgressProps = {
  solved: number;
  total: number;
  /** 'lg' for a detail panel, with "2 из 5"; 'md' for a card, with "2 / 5". */
  size?: 'md' | 'lg';
};

/** 'Решено 2 / 5' over a bar that turns teal when everything is solved (variant and homework cards, the profile). */
export function SolvedProgress({ solved, total, size = 'md' }: SolvedProgressProps) {
  const percent = total > 0 ? Math.round((solved / total) * 100) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Решено
        </Text>
        <Text size="sm" fw={600}>
          {solved} {size === 'lg' ? 'из' : '/'} {total}
        </Text>
      </Group>
      <Progress value={percent} color={percent === 100 ? 'teal' : undefined} size={size} radius="xl" aria-label={`Решено ${solved} из ${total}`} />
    </Stack>
  );
}
