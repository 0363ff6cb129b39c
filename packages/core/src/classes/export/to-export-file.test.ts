import { readCsv, readXlsx } from '@ege/tools/test/read-export-file';
import { describe, expect, it } from 'vitest';
import { classReportFixture } from './class-report-fixture';
import { classReportTables } from './class-report-tables';
import { fileNameSlug, toExportFile } from './to-export-file';

describe('fileNameSlug', () => {
  it.each([
    ['Класс 9А', 'klass-9a'],
    ['11Б информатика / профиль', '11b-informatika-profil'],
    ['Щука & Ёж', 'shchuka-ezh'],
    ['🙂🙂', 'klass'],
  ])('%s → %s', (name, slug) => {
    expect(fileNameSlug(name, 'klass')).toBe(slug);
  });
});

describe('toExportFile', () => {
  const tables = classReportTables(classReportFixture);

  it('CSV: the first table alone, UTF-8 with a BOM, as base64 with its type', async () => {
    const file = await toExportFile(tables, 'csv', 'klass-9a-30-dney');
    expect(file.filename).toBe('klass-9a-30-dney.csv');
    expect(file.content_type).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(file.base64, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readCsv(bytes.toString('utf8'));
    expect(rows).toHaveLength(3);
    expect(rows[0]![0]).toBe('Ученик');
    expect(rows[2]![0]).toBe("'-petrova");
  });

  it('XLSX: every table a sheet', async () => {
    const file = await toExportFile(tables, 'xlsx', 'klass-9a-30-dney');
    expect(file.filename).toBe('klass-9a-30-dney.xlsx');
    expect(file.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await readXlsx(Buffer.from(file.base64, 'base64'))).toHaveLength(5);
  });
});
