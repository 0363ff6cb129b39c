import { describe, expect, it } from 'vitest';
import { classReportFixture } from './class-report-fixture';
import { classReportTables } from './class-report-tables';

describe('classReportTables', () => {
  const [summary, counts, times, stuckTypes, sharedAnswers] = classReportTables(classReportFixture);

  it('one row per student: whole percentages per type (empty with no first try), totals, the forecast range only when ready, the homework', () => {
    const headers = summary!.columns.map((column) => column.header);
    expect(headers.slice(0, 3)).toEqual(['Ученик', 'Тип 1: % с первой попытки', 'Тип 2: % с первой попытки']);
    expect(headers.slice(-10)).toEqual(['Первых попыток', 'Верно с первой попытки', '% с первой попытки', 'Прогноз, баллов', 'Прогноз от', 'Прогноз до', 'До прогноза, задач', 'ДЗ', 'ДЗ решено', 'ДЗ всего']);
    const at = (row: number, header: string) => summary!.rows[row]![headers.indexOf(header)];
    expect(at(0, 'Тип 5: % с первой попытки')).toBe(67);
    expect(at(0, 'Тип 19-21: % с первой попытки')).toBe(50);
    expect(at(0, 'Тип 1: % с первой попытки')).toBeNull();
    expect(summary!.rows[0]!.slice(-10)).toEqual([5, 3, 60, 72, 64, 79, null, 'в процессе', 2, 5]);
    expect(at(1, 'Тип 5: % с первой попытки')).toBe(0);
    expect(summary!.rows[1]!.slice(-10)).toEqual([2, 0, 0, null, null, null, 18, null, null, null]);
    expect(summary!.title).toBe('Класс «Класс 9А», 30 дней: 31.10.2026–29.11.2026');
  });

  it('every number is whole, so a CSV never needs a decimal separator', () => {
    for (const table of classReportTables(classReportFixture)) {
      for (const row of table.rows) for (const cell of row) if (typeof cell === 'number') expect(Number.isInteger(cell)).toBe(true);
    }
  });

  it('the counts and the average times behind each percentage, and where the class is stuck', () => {
    expect(counts!.rows[0]!.slice(0, 6)).toEqual(['ivanov', 0, 0, 0, 0, 3]);
    expect(times!.rows[0]![5]).toBe(95);
    expect(times!.rows[0]![1]).toBeNull();
    expect(stuckTypes!.rows).toEqual([
      [5, 3, 2],
      ['19-21', 1, 1],
    ]);
    expect(sharedAnswers!.columns.map((column) => column.header)).toEqual(['Задание', 'Тип', 'Неверный ответ', 'Учеников', 'Кто ответил']);
    expect(sharedAnswers!.rows).toEqual([[501, 5, '=1+1; "12"', 2, 'ivanov, -petrova']]);
  });

  it('sheet names fit XLSX: at most 31 characters, none of its forbidden ones, all different', () => {
    const names = classReportTables(classReportFixture).map((table) => table.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[^\\/?*[\]:]{1,31}$/);
  });
});
