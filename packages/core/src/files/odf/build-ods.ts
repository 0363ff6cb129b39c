/** A minimal OpenDocument spreadsheet (.ods) — the exam's format for tasks 3, 9, 18, 22. */
import { packOdf, textSpans, xmlEscape } from './odf-xml';

export type OdsSheet = { name: string; rows: (string | number)[][] };

function cell(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`buildOds: not a finite number: ${value}`);
    // office:value is an xsd:double; String() gives that form for the integers and decimals we use.
    return `<table:table-cell office:value-type="float" office:value="${String(value)}"><text:p>${String(value)}</text:p></table:table-cell>`;
  }
  if (value === '') return '<table:table-cell/>';
  return `<table:table-cell office:value-type="string"><text:p>${textSpans(value)}</text:p></table:table-cell>`;
}

// Characters LibreOffice refuses in a sheet name; a file with one would not open cleanly.
const BAD_SHEET_NAME = /[[\]*?:/\\']/;

/** `deflate`: compress the cells (a generator's files of thousands of rows); the demo bank's stay stored. */
export function buildOds(sheets: OdsSheet[], options: { deflate?: boolean } = {}): Buffer {
  if (sheets.length === 0) throw new Error('buildOds: a spreadsheet needs at least one sheet');
  for (const s of sheets) if (s.name === '' || BAD_SHEET_NAME.test(s.name)) throw new Error(`buildOds: bad sheet name ${s.name}`);
  const body = sheets
    .map((sheet) => {
      const width = Math.max(1, ...sheet.rows.map((r) => r.length));
      // The schema requires at least one column declaration before the rows.
      const columns = `<table:table-column table:number-columns-repeated="${width}"/>`;
      const rows = sheet.rows.map((r) => `<table:table-row>${r.map(cell).join('') || '<table:table-cell/>'}</table:table-row>`);
      return `<table:table table:name="${xmlEscape(sheet.name)}">${columns}${rows.join('') || '<table:table-row><table:table-cell/></table:table-row>'}</table:table>`;
    })
    .join('');
  return packOdf('application/vnd.oasis.opendocument.spreadsheet', `<office:spreadsheet>${body}</office:spreadsheet>`, options);
}
