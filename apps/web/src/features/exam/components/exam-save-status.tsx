import { Group, Loader, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import type { ExamSaveState } from '../utils/exam-answer-saver';

function withoutDot(message: string): string {
  return message.replace(/\.+$/, '');
}

/** Where the answers are: on the server, on their way, or kept on this device after a failed save. */
export function ExamSaveStatus({ state }: { state: ExamSaveState }) {
  if (state.status === 'idle') return null;
  const content =
    state.status === 'error' ? (
      <>
        <IconCloudOff size={16} style={{ flexShrink: 0 }} />
        <Text size="sm">
          {state.retrying
            ? `Не сохранено на сервере: ${withoutDot(state.message)}. Ответ сохранён на этом устройстве, повторяем попытку…`
            : `Ответ не принят: ${withoutDot(state.message)}.`}
        </Text>
      </>
    ) : state.status === 'saved' ? (
      <>
        <IconCloudCheck size={16} />
        <Text size="sm">Сохранено</Text>
      </>
    ) : (
      <>
        <Loader size={12} color="gray" />
        <Text size="sm">Сохранение…</Text>
      </>
    );
  return (
    <Group gap={6} wrap="nowrap" c={state.status === 'error' ? 'var(--mantine-color-orange-light-color)' : 'dimmed'} aria-live="polite" data-testid="exam-save-status">
      {content}
    </Group>
  );
}
