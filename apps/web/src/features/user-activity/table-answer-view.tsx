import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';

/** A table answer (types 26, 27, 20) as the small grid the student filled. */
export function TableAnswerView({ rows, label }: { rows: string[][]; label: string }) {
  return (
    <Table withTableBorder withColumnBorders w="auto" fz="sm" verticalSpacing={2} horizontalSpacing="xs" aria-label={label}>
      <Table.Tbody>
        {rows.map((row, r) => (
          <Table.Tr key={r}>
            {row.map((cell, c) => (
              <Table.Td key={c} miw={36} ta="center" ff="monospace">
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
