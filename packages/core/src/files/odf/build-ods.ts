/** A minimal OpenDocument spreadsheet (.ods) — the exam's format for tasks 3, 9, 18, 22. */
import { packOdf, textSpans, xmlEscape } from './odf-xml';

/** The sides of a cell drawn as thick lines (type 18's walls). */
export type OdsBorders = { top?: boolean; right?: boolean; bottom?: boolean; left?: boolean };

export type OdsSheet = {
  name: string;
  rows: (string | number)[][];
  /** Thick borders by row and column, where a cell has any. */
  borders?: (OdsBorders | undefined)[][];
};

const sides = ['top', 'right', 'bottom', 'left'] as const;
export const thickLine = '2.5pt solid #000000';

/** A cell's borders as a style key ('' for none), e.g. 'right,bottom'. */
const bordersKey = (borders: OdsBorders | undefined): string => sides.filter((side) => borders?.[side]).join(',');

function cell(value: string | number, style: string | null): string {
  const styled = style === null ? '' : ` table:style-name="${style}"`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`buildOds: not a finite number: ${value}`);
    // office:value is an xsd:double; String() gives that form for the integers and decimals we use.
    return `<table:table-cell${styled} office:value-type="float" office:value="${String(value)}"><text:p>${String(value)}</text:p></table:table-cell>`;
  }
  if (value === '') return `<table:table-cell${styled}/>`;
  return `<table:table-cell${styled} office:value-type="string"><text:p>${textSpans(value)}</text:p></table:table-cell>`;
}

/** One automatic cell style per set of thick sides used, named ce1, ce2, … in order of first use. */
function borderStyles(sheets: OdsSheet[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const sheet of sheets)
    for (const row of sheet.borders ?? [])
      for (const borders of row) {
        const key = bordersKey(borders);
        if (key !== '' && !names.has(key)) names.set(key, `ce${names.size + 1}`);
      }
  return names;
}

function styleXml(key: string, name: string): string {
  const lines = key.split(',').map((side) => `fo:border-${side}="${thickLine}"`);
  return `<style:style style:name="${name}" style:family="table-cell"><style:table-cell-properties ${lines.join(' ')}/></style:style>`;
}

// Characters LibreOffice refuses in a sheet name; a file with one would not open cleanly.
const BAD_SHEET_NAME = /[[\]*?:/\\']/;

/** `deflate`: compress the cells (a generator's files of thousands of rows); the demo bank's stay stored. */
export function buildOds(sheets: OdsSheet[], options: { deflate?: boolean } = {}): Buffer {
  if (sheets.length === 0) throw new Error('buildOds: a spreadsheet needs at least one sheet');
  for (const s of sheets) if (s.name === '' || BAD_SHEET_NAME.test(s.name)) throw new Error(`buildOds: bad sheet name ${s.name}`);
  const styles = borderStyles(sheets);
  const body = sheets
    .map((sheet) => {
      const width = Math.max(1, ...sheet.rows.map((r) => r.length));
      // The schema requires at least one column declaration before the rows.
      const columns = `<table:table-column table:number-columns-repeated="${width}"/>`;
      const styleAt = (r: number, c: number) => styles.get(bordersKey(sheet.borders?.[r]?.[c])) ?? null;
      const rows = sheet.rows.map((row, r) => `<table:table-row>${row.map((value, c) => cell(value, styleAt(r, c))).join('') || '<table:table-cell/>'}</table:table-row>`);
      return `<table:table table:name="${xmlEscape(sheet.name)}">${columns}${rows.join('') || '<table:table-row><table:table-cell/></table:table-row>'}</table:table>`;
    })
    .join('');
  const automaticStyles = [...styles].map(([key, name]) => styleXml(key, name)).join('');
  return packOdf('application/vnd.oasis.opendocument.spreadsheet', `<office:spreadsheet>${body}</office:spreadsheet>`, { ...options, automaticStyles });
}
