import { Group, Loader, Text } from '@mantine/core';
import { IconCloud, IconCloudCheck, IconCloudX } from '@tabler/icons-react';
import type { AutosaveStatus } from '../api/use-draft-autosave';

function timeOf(iso: string): string {
  return new Date(iso).toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit' });
}

/** A small line on the draft: saving, saved (and when), or why autosave failed. */
export function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  const [icon, text, color] =
    status.kind === 'saving'
      ? [<Loader key="icon" size={12} />, 'Сохранение черновика…', 'dimmed']
      : status.kind === 'saved'
        ? [<IconCloudCheck key="icon" size={16} />, `Черновик сохранён в ${timeOf(status.at)}`, 'teal']
        : status.kind === 'error'
          ? [<IconCloudX key="icon" size={16} />, `Ошибка автосохранения: ${status.message}`, 'red']
          : status.kind === 'dirty'
            ? [<IconCloud key="icon" size={16} />, 'Есть несохранённые изменения', 'dimmed']
            : [<IconCloud key="icon" size={16} />, 'Черновик сохраняется автоматически', 'dimmed'];
  return (
    <Group gap={6} wrap="nowrap" c={color} role="status" aria-live="polite" data-autosave={status.kind}>
      {icon}
      <Text size="xs" c={color} lh={1.3}>
        {text}
      </Text>
    </Group>
  );
}
