import { describe, expect, it } from 'vitest';
import { homeworkGridTable } from './homework-grid-table';

describe('homeworkGridTable', () => {
  it('a row per task in the assignment order: status words as the screen says them, time empty before any answer, Moscow time', () => {
    const table = homeworkGridTable(
      {
        id: 40,
        date: '2026-11-27T09:00:00.000Z',
        task_list: [
          { id: 301, type: 5, solved: true, attempts: 2, last_answered_at: '2026-11-28T12:34:00.000Z', time_spent: 125.6 },
          { id: 302, type: 19, solved: false, attempts: 1, last_answered_at: '2026-11-28T21:05:00.000Z', time_spent: 40 },
          { id: 303, type: 20, solved: false, attempts: 0, last_answered_at: null, time_spent: 0 },
        ],
      },
      'ivanov',
    );
    expect(table.columns.map((column) => column.header)).toEqual(['№', 'Задание', 'Тип', 'Статус', 'Попыток', 'Время, с', 'Последний ответ (МСК)']);
    expect(table.rows).toEqual([
      [1, 301, 5, 'Решено', 2, 126, '28.11.2026 15:34'],
      [2, 302, 19, 'Не решено', 1, 40, '29.11.2026 00:05'],
      [3, 303, 20, 'Не начато', 0, null, null],
    ]);
    expect(table.title).toBe('ДЗ №40 от 27.11.2026, ученик ivanov');
  });
});
