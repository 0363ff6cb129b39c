import ExcelJS from 'exceljs';
import { readXlsx } from '@ege/tools/test/read-export-file';
import { describe, expect, it } from 'vitest';
import { classReportFixture } from './class-report-fixture';
import { classReportTables } from './class-report-tables';
import { toXlsx } from './to-xlsx';

describe('toXlsx', () => {
  it('reads back with exceljs: a sheet per table, Russian headers, numbers as numeric cells, empty cells empty, text never a formula', async () => {
    const tables = classReportTables(classReportFixture);
    const sheets = await readXlsx(await toXlsx(tables));
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Ученики', 'Первые попытки', 'Среднее время', 'Где застряли — типы', 'Где застряли — ответы']);
    const [summary] = sheets;
    expect(summary!.rows[0]).toEqual(tables[0]!.columns.map((column) => column.header));
    expect(summary!.rows.slice(1)).toEqual(tables[0]!.rows);
    const five = tables[0]!.columns.findIndex((column) => column.header === 'Тип 5: % с первой попытки');
    expect(summary!.rows[1]![five]).toBe(67);
    expect(summary!.numberTypes[1]![five]).toBe(true);
    expect(summary!.numberTypes[0]![five]).toBe(false);
    expect(summary!.rows[2]![summary!.rows[2]!.length - 1]).toBeNull();
    expect(sheets[4]!.rows[1]).toEqual([501, 5, '=1+1; "12"', 2, 'ivanov, -petrova']);
    expect(sheets[4]!.numberTypes[1]).toEqual([true, true, false, true, false]);
  });

  it('the header is bold and frozen, numbers have a whole-number format, the title heads each printed page', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(classReportTables(classReportFixture))) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Ученики')!;
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, xSplit: 1 });
    expect(sheet.getCell('B2').numFmt).toBe('0');
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual('Ученик'.length);
    expect(sheet.headerFooter.oddHeader).toBe('&CКласс «Класс 9А», 30 дней: 31.10.2026–29.11.2026');
  });
});
