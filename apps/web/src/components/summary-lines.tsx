import { Stack, Text } from '@mantine/core';

export type SummaryLine = { label: string; value: string };

/** A finish's figures beside its big score ('Верно: 3 из 5', 'Время: 12:30'), as a variant's and a rehearsal's results show them. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <Stack gap={6} style={{ flex: '1 1 220px' }}>
      {lines.map((line) => (
        <Text key={line.label} fz={{ base: 'md', sm: 'lg' }}>
          <Text span c="dimmed" fz="inherit">
            {line.label}:
          </Text>{' '}
          <Text span fw={700} fz="inherit">
            {line.value}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
