import ExcelJS from 'exceljs';
import type { ExportCell, ExportTable } from './export-table';

const headerWrapWidth = 14;
const maxColumnWidth = 50;

/** Wide enough for the widest cell; a long header wraps onto a few lines instead of widening its column. */
function columnWidth(table: ExportTable, index: number): number {
  const header = table.columns[index]!.header;
  const widest = Math.max(Math.min(header.length, headerWrapWidth), ...header.split(' ').map((word) => word.length), ...table.rows.map((row) => displayLength(row[index])));
  return Math.min(widest + 2, maxColumnWidth);
}

function displayLength(cell: ExportCell | undefined): number {
  return cell === null || cell === undefined ? 0 : String(cell).length;
}

/** '&' starts a code in a page header ('&P' is the page number): a literal one is doubled. */
function headerText(title: string): string {
  return title.replace(/&/g, '&&');
}

/**
 * A workbook with a sheet per table, written by exceljs (decision 071): numbers are numeric cells with
 * a whole-number format, text is text (never a formula, whatever it starts with), null an empty cell;
 * the header row is bold, wraps, stays in view when scrolling and repeats on every printed page.
 */
export async function toXlsx(tables: readonly ExportTable[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ЕГЭ-тренажёр';
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name, {
      // A wide table keeps its first column (the student) in view too.
      views: [{ state: 'frozen', ySplit: 1, xSplit: table.columns.length > 8 ? 1 : 0 }],
      pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1', paperSize: 9 },
      headerFooter: table.title === undefined ? {} : { oddHeader: `&C${headerText(table.title)}`, oddFooter: '&CСтраница &P из &N' },
    });
    sheet.columns = table.columns.map((column, index) => ({
      key: String(index),
      width: columnWidth(table, index),
      style: column.kind === 'integer' ? { numFmt: '0', alignment: { horizontal: 'right' } } : {},
    }));
    const header = sheet.addRow(table.columns.map((column) => column.header));
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: 'top' };
    for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? undefined));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
