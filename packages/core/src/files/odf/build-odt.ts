/** A minimal OpenDocument text (.odt) — the exam's format for task 10. */
import { packOdf, textSpans } from './odf-xml';

export type OdtBlock = { kind: 'p'; text: string } | { kind: 'table'; rows: string[][] };

function block(b: OdtBlock, index: number): string {
  if (b.kind === 'p') return `<text:p>${textSpans(b.text)}</text:p>`;
  const width = Math.max(1, ...b.rows.map((r) => r.length));
  const rows = b.rows.map(
    (r) =>
      '<table:table-row>' +
      // Short rows are padded so every row has the declared number of cells.
      Array.from({ length: width }, (_, i) => `<table:table-cell office:value-type="string"><text:p>${textSpans(r[i] ?? '')}</text:p></table:table-cell>`).join('') +
      '</table:table-row>',
  );
  return `<table:table table:name="Table${index + 1}"><table:table-column table:number-columns-repeated="${width}"/>${rows.join('')}</table:table>`;
}

export function buildOdt(blocks: OdtBlock[]): Buffer {
  let tables = 0;
  const body = blocks.map((b) => (b.kind === 'table' ? block(b, tables++) : block(b, 0))).join('');
  // An empty document still needs one paragraph to be a valid office:text.
  return packOdf('application/vnd.oasis.opendocument.text', `<office:text>${body || '<text:p/>'}</office:text>`);
}
