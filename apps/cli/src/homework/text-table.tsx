/** @jsxRuntime automatic */
import { Box, Text } from 'ink';

export type TableCell = { text: string; color?: string | undefined };
export type TableColumn = { title: string; align?: 'left' | 'right' };

/**
 * Columns as wide as their widest cell, two spaces apart; the last one takes the rest of the line and
 * wraps within it (a long comment or a list of task ids). Colour only where the output is a terminal.
 */
export function TextTable({ columns, rows }: { columns: TableColumn[]; rows: (string | TableCell)[][] }) {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? { text: cell } : cell)));
  const widths = columns.map((column, index) => Math.max(column.title.length, ...cells.map((row) => row[index]?.text.length ?? 0)));
  const last = columns.length - 1;
  const line = (row: TableCell[], key: string, bold = false) => (
    <Box key={key}>
      {columns.map((column, index) => {
        const cell = row[index] ?? { text: '' };
        const text = index < last && column.align === 'right' ? cell.text.padStart(widths[index]!) : cell.text;
        return index < last ? (
          <Box key={column.title} width={widths[index]! + 2} flexShrink={0}>
            <Text bold={bold} color={cell.color}>
              {text}
            </Text>
          </Box>
        ) : (
          <Box key={column.title} flexGrow={1}>
            <Text bold={bold} color={cell.color} wrap="wrap">
              {text}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
  return (
    <Box flexDirection="column">
      {line(columns.map((column) => ({ text: column.title })), 'header', true)}
      {cells.map((row, index) => line(row, String(index)))}
    </Box>
  );
}
