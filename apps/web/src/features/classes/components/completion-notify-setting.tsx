import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { CompletionNotifyMode } from '@ege/core/completion-notices/completion-notify-schemas';
import { Input, SegmentedControl, Skeleton, Text } from '@mantine/core';
import { describeError } from '../../../lib/describe-error';
import { useCompletionNotify } from '../api/use-completion-notify';

const label = 'Уведомления о выполнении ДЗ';
const options: { value: CompletionNotifyMode; label: string }[] = [
  { value: 'each', label: 'Сразу' },
  { value: 'digest', label: 'Раз в день, вечером' },
  { value: 'off', label: 'Не уведомлять' },
];
const hints: Record<CompletionNotifyMode, string> = {
  each: 'Уведомление, как только ученик выполнит ваше ДЗ или завершит пробный экзамен',
  digest: 'Одна сводка в 20:00 (МСК): кто выполнил ДЗ и пробный экзамен за день',
  off: 'О выполнении ДЗ не сообщать: его видно в истории ДЗ',
};
/** 'Раз в день, вечером' does not fit a third of a phone's width on one line. */
const wrappingLabels = { label: { whiteSpace: 'normal', lineHeight: 1.25 } } as const;

/** How the teacher hears that students completed his homework: at once, one evening digest, or not (decision 070). */
export function CompletionNotifySetting() {
  const { current, save } = useCompletionNotify();
  // The choice shows at once; a failed save falls back to the stored one and says why.
  const mode = save.isPending ? save.variables.mode : current.data?.mode;
  const error = save.isError ? describeError(save.error).message : current.isError ? describeError(current.error).message : null;

  return (
    <Input.Wrapper label={label} labelElement="div" maw={560}>
      {mode === undefined && !current.isError ? (
        <Skeleton height={36} mt={4} radius="sm" />
      ) : (
        <SegmentedControl
          fullWidth
          mt={4}
          data={options}
          value={mode ?? 'each'}
          disabled={current.isError}
          onChange={(value) => save.mutate({ mode: value as CompletionNotifyMode })}
          aria-label={label}
          styles={wrappingLabels}
        />
      )}
      {mode !== undefined && (
        <Text size="xs" c="dimmed" mt={6}>
          {hints[mode]}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red" mt={6} role="alert">
          {error}
        </Text>
      )}
    </Input.Wrapper>
  );
}
