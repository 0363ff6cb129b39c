import { Button, Group, Paper, Text } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';

/** The task's solution document, offered beside the verdict once the task is solved or its answer shown. */
export function SolutionButton({ url }: { url: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Решение">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconFileText size={20} aria-hidden />
          <Text fw={600}>Решение задания</Text>
        </Group>
        <Button component="a" href={url} download target="_blank" rel="noopener" variant="light" leftSection={<IconDownload size={18} />}>
          Скачать решение
        </Button>
      </Group>
    </Paper>
  );
}
