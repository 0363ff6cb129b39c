import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import type { SaveStatus } from '../utils/progress-saver';

/** A quiet line about the server copy of the progress. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  if (status === 'idle') return null;
  const content =
    status === 'error' ? (
      <>
        <IconCloudOff size={16} />
        <Text size="xs">Не сохранено на сервере</Text>
      </>
    ) : status === 'saved' ? (
      <>
        <IconCloudCheck size={16} />
        <Text size="xs">Сохранено</Text>
      </>
    ) : (
      <>
        <Loader size={12} color="gray" />
        <Text size="xs">Сохранение…</Text>
      </>
    );
  return (
    <Group gap={4} wrap="nowrap" c={status === 'error' ? 'orange' : 'dimmed'} aria-live="polite" data-testid="save-status">
      {content}
    </Group>
  );
}
