import { Group, Paper, Skeleton, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

export function TaskQualityHeader({ titleId, children }: { titleId: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" mih={26}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <IconChartBar size={18} aria-hidden />
        <Title order={2} size="h5" id={titleId}>
          Статистика задания
        </Title>
      </Group>
      {children}
    </Group>
  );
}

/** The closed panel's shape while its code or its numbers load: the comments below do not jump. */
export function TaskQualityPlaceholder() {
  const titleId = useId();
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-labelledby={titleId} aria-busy>
      <TaskQualityHeader titleId={titleId} />
      <Skeleton height={22} mt={4} width="60%" />
    </Paper>
  );
}
