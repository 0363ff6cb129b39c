import { Text } from '@mantine/core';
import { answerLinesOf } from '../lib/answer-lines';

/**
 * A joined answer from the results, a table's rows one per line; '—' for no answer. A line never wraps:
 * a number broken in two, or a row's cells split over two lines, would read as another answer.
 */
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
    <Text component="span" ff="monospace" fw={600} style={{ whiteSpace: 'pre' }}>
      {lines.join('\n')}
    </Text>
  );
}
