import { Text } from '@mantine/core';

/** A correct answer as text: the field, or the table's rows one per line. */
export function KnownAnswerText({ answer, answers }: { answer: string | null; answers: string[][] | null }) {
  const lines = answers && answers.length > 0 ? answers.map((row) => row.join(' ')) : [answer ?? '—'];
  return (
    <Text component="span" ff="monospace" fw={700} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {lines.join('\n')}
    </Text>
  );
}
