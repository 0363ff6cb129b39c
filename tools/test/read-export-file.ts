import ExcelJS from 'exceljs';

/**
 * An RFC 4180 reader for tests (our CSV files, read back): ';' between fields, CRLF between records,
 * quoted fields with doubled quotes and line breaks inside; a leading byte order mark is dropped.
 * It refuses what a writer should never produce (a stray quote), so a broken file fails the test.
 */
export function readCsv(text: string, separator = ';'): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < body.length) {
    const char = body[i]!;
    if (char === '"' && field === '') {
      const end = closingQuote(body, i + 1);
      field = body.slice(i + 1, end).replace(/""/g, '"');
      i = end + 1;
      if (i < body.length && body[i] !== separator && !body.startsWith('\r\n', i)) throw new Error(`CSV: text after a closing quote at ${i}`);
      if (i === body.length) throw new Error('CSV: the last record has no CRLF');
      continue;
    }
    if (char === '"') throw new Error(`CSV: a quote inside an unquoted field at ${i}`);
    if (char === separator) {
      record.push(field);
      field = '';
      i += 1;
    } else if (body.startsWith('\r\n', i)) {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`CSV: a bare line break at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('CSV: the last record has no CRLF');
  return records;
}

function closingQuote(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '"') {
      if (text[i + 1] === '"') i += 2;
      else return i;
    } else i += 1;
  }
  throw new Error('CSV: a quoted field never closes');
}

export type XlsxSheet = { name: string; rows: (string | number | null)[][]; numberTypes: boolean[][] };

/** Each sheet's cells as exceljs reads them back; numberTypes says which cells are numeric (not text). */
export async function readXlsx(bytes: Buffer): Promise<XlsxSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: (string | number | null)[][] = [];
    const numberTypes: boolean[][] = [];
    const width = sheet.columnCount;
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values: (string | number | null)[] = [];
      const numeric: boolean[] = [];
      for (let column = 1; column <= width; column++) {
        const cell = row.getCell(column);
        numeric.push(cell.type === ExcelJS.ValueType.Number);
        values.push(cell.value === null || cell.value === undefined ? null : typeof cell.value === 'number' ? cell.value : String(cell.value));
      }
      rows[rowNumber - 1] = values;
      numberTypes[rowNumber - 1] = numeric;
    });
    return { name: sheet.name, rows, numberTypes };
  });
}
