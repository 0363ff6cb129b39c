import { Stack, Text, TextInput } from '@mantine/core';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { AnswerTable } from './answer-table';

type AnswerInputProps = {
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  disabled: boolean;
  error: string | null;
  hint?: string;
};

/** One field or a table of fields, by the task's answer layout. */
export function AnswerInput({ value, onChange, disabled, error, hint }: AnswerInputProps) {
  if (value.kind === 'field') {
    return (
      <TextInput
        label="Ответ"
        description={hint}
        placeholder="Введите ответ"
        value={value.value}
        onChange={(event) => onChange({ kind: 'field', value: event.currentTarget.value })}
        disabled={disabled}
        error={error}
        autoComplete="off"
        spellCheck={false}
        size="md"
        maw={420}
      />
    );
  }
  return (
    <Stack gap={6}>
      <div>
        <Text fw={500} fz="md">
          Ответ
        </Text>
        <Text size="sm" c="dimmed">
          {hint ?? 'Можно вставить все значения через пробел в первую ячейку.'}
        </Text>
      </div>
      <AnswerTable rows={value.rows} onChange={(rows) => onChange({ kind: 'table', rows })} disabled={disabled} invalid={error !== null} label="Ответ" />
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
