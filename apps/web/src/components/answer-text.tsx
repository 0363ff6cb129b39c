import { Text } from '@mantine/core';
import { answerLinesOf } from '../lib/answer-lines';

/** A joined answer from the results, a table's rows one per line; '—' for no answer. */
export function AnswerText({ joined }: { joined: string }) {
  const lines = answerLinesOf(joined);
  if (lines.length === 0) {
    return (
      <Text component="span" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Text component="span" ff="monospace" fw={600} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {lines.join('\n')}
    </Text>
  );
}
