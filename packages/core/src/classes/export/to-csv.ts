import type { ExportCell, ExportTable } from './export-table';

/** Russian Excel's list separator: with ',' it would put a whole row in one cell (decision 071). */
export const csvSeparator = ';';
const byteOrderMark = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula ('=', '+', '-', '@', a tab or a carriage return first: a
 * username may be '-1+2', an answer '=HYPERLINK(…)') gets a leading apostrophe, which Excel and
 * LibreOffice show as text (OWASP's advice for CSV injection). Numbers are never touched.
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const value = neutralizeFormula(cell);
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * RFC 4180 with the separator Russian Excel expects: UTF-8 with a byte order mark (without it Excel
 * reads Cyrillic as cp1251), CRLF after every record, a field in quotes when it holds a quote, the
 * separator or a line break. Whole numbers are written plainly, so no decimal comma is ever needed.
 */
export function toCsv(table: Pick<ExportTable, 'columns' | 'rows'>): string {
  const records = [table.columns.map((column) => column.header), ...table.rows];
  return byteOrderMark + records.map((record) => `${record.map(csvField).join(csvSeparator)}\r\n`).join('');
}
