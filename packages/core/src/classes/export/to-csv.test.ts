import fc from 'fast-check';
import { readCsv } from '@ege/tools/test/read-export-file';
import { describe, expect, it } from 'vitest';
import { integer, text, type ExportCell } from './export-table';
import { neutralizeFormula, toCsv } from './to-csv';

const columns = [text('Ученик'), integer('Тип 5: % с первой попытки'), text('ДЗ')];

describe('toCsv', () => {
  it('writes a BOM, Russian headers, ";" between fields, CRLF after each record, numbers plainly and null as an empty field', () => {
    const csv = toCsv({ columns, rows: [['Иванов', 67, 'в процессе'], ['petrova', null, null]] });
    expect(csv).toBe('\uFEFFУченик;Тип 5: % с первой попытки;ДЗ\r\nИванов;67;в процессе\r\npetrova;;\r\n');
  });

  it('quotes a field with the separator, a quote or a line break, doubling the quote', () => {
    const csv = toCsv({ columns: [text('a'), text('b')], rows: [['x;y', 'он сказал "да"\r\nи ушёл']] });
    expect(csv).toBe('\uFEFFa;b\r\n"x;y";"он сказал ""да""\r\nи ушёл"\r\n');
  });

  it('keeps a text a spreadsheet would run as a formula as text; numbers, negative ones too, stay numbers', () => {
    const csv = toCsv({ columns: [text('a'), text('b'), text('c'), integer('d')], rows: [['=HYPERLINK("x")', '-1+2', '@sum', -3]] });
    expect(readCsv(csv)[1]).toEqual([`'=HYPERLINK("x")`, "'-1+2", "'@sum", '-3']);
  });

  it('any texts and whole numbers read back the same (RFC 4180 reader)', () => {
    const cell = fc.oneof(fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom(';', '"', '\r', '\n', ',', 'я', ' ', '=') }), fc.integer(), fc.constant(null));
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 8 }), (rows: ExportCell[][]) => {
        const read = readCsv(toCsv({ columns, rows }));
        expect(read[0]).toEqual(columns.map((column) => column.header));
        expect(read.slice(1)).toEqual(rows.map((row) => row.map((cell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : neutralizeFormula(cell)))));
      }),
      { numRuns: 300 },
    );
  });
});
