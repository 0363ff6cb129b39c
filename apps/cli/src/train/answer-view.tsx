/** @jsxRuntime automatic */
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { Box, Text } from 'ink';

/** The answer being typed: a field, or a table with every cell drawn and the focused one marked. */
export function AnswerView({ value, focusedCell }: { value: AnswerValue; focusedCell: number | null }) {
  if (value.kind === 'field') {
    return (
      <Text>
        Ответ: <Text inverse={focusedCell !== null}>{value.value}{focusedCell !== null ? '_' : ''}</Text>
      </Text>
    );
  }
  const cols = value.rows[0]?.length ?? 1;
  const cellWidth = Math.max(6, ...value.rows.flat().map((cell) => [...cell].length + 1));
  return (
    <Box flexDirection="column">
      <Text>Ответ (таблица {value.rows.length}×{cols}):</Text>
      {value.rows.map((row, r) => (
        <Text key={r}>
          {'  '}
          {row.map((cell, c) => {
            const focused = focusedCell === r * cols + c;
            const shown = (cell + (focused ? '_' : '')).padEnd(cellWidth);
            // Every cell drawn with its brackets, empty or not (issue 26: a 1×2 table looked like one cell).
            return (
              <Text key={c}>
                <Text dimColor={!focused}>[</Text>
                <Text inverse={focused}>{shown}</Text>
                <Text dimColor={!focused}>]</Text>
              </Text>
            );
          })}
        </Text>
      ))}
    </Box>
  );
}
