import { SimpleGrid, TextInput } from '@mantine/core';

export type ExamWindowValue = { opensAt: string; closesAt: string };

type ExamWindowFieldsProps = {
  value: ExamWindowValue;
  onChange: (value: ExamWindowValue) => void;
  /** The server's field errors ('exam.opens_at', 'exam.closes_at'), beside their fields. */
  errors?: { opensAt?: string | undefined; closesAt?: string | undefined };
  disabled?: boolean;
};

/**
 * A rehearsal's start window as two datetime-local fields (no date picker package in the app), read as
 * Moscow time whatever the browser's zone: the labels say so.
 */
export function ExamWindowFields({ value, onChange, errors = {}, disabled = false }: ExamWindowFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        type="datetime-local"
        label="Начать можно с (МСК)"
        required
        value={value.opensAt}
        onChange={(event) => onChange({ ...value, opensAt: event.currentTarget.value })}
        error={errors.opensAt}
        disabled={disabled}
      />
      <TextInput
        type="datetime-local"
        label="до (МСК)"
        required
        value={value.closesAt}
        onChange={(event) => onChange({ ...value, closesAt: event.currentTarget.value })}
        error={errors.closesAt}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
