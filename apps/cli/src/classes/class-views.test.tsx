/** @jsxRuntime automatic */
import { classReportFixture } from '@ege/core/classes/export/class-report-fixture';
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ClassListView, ClassReportView } from './class-views';

describe('class views', () => {
  it('ClassListView: id, kind, students and name; none is said in words', () => {
    const list = { classes: [{ id: 7, name: 'Класс 9А', kind: 'list' as const, group_id: null, students_count: 2 }, { id: 8, name: '11Б информатика', kind: 'group' as const, group_id: 3, students_count: 25 }] };
    expect(render(<ClassListView list={list} />).lastFrame()).toBe(['id  вид     учеников  класс', ' 7  список         2  Класс 9А', ' 8  группа        25  11Б информатика'].join('\n'));
    expect(render(<ClassListView list={{ classes: [] }} />).lastFrame()).toBe('Классов нет: создайте список учеников на сайте или ведите группу');
  });

  it('ClassReportView: a row per student with the forecast as a range or too little data, the class per type, where it is stuck', () => {
    const frame = render(<ClassReportView report={classReportFixture} />).lastFrame()!;
    const lines = frame.split('\n').map((line) => line.trimEnd());
    expect(lines[0]).toBe('Класс «Класс 9А», 30 дней: 31.10.2026–29.11.2026, 2 ученика');
    expect(lines[1]).toMatch(/^ученик\s+первых попыток\s+верно\s+прогноз\s+ДЗ\s+слабые типы$/);
    expect(lines[2]).toMatch(/^ivanov\s+5\s+60%\s+72 \(64–79\)\s+в процессе 2\/5\s+19-21 \(50%\), 5 \(67%\)$/);
    expect(lines[3]).toMatch(/^-petrova\s+2\s+0%\s+мало данных: нужно ещё 18\s+—\s+5 \(0%\)$/);
    expect(frame).toMatch(/Типы: первые попытки класса\n\s+тип\s+попыток\s+верно\s+учеников\n\s+5\s+5\s+40%\s+2\n19-21\s+2\s+50%\s+1/);
    expect(frame).toContain('Где застряли\nТип 5: неверных первых попыток 3, у 2 учеников\nТип 19-21: неверных первых попыток 1, у 1 ученика');
    expect(frame).toContain('Задание #501 (тип 5): одинаковый неверный ответ «=1+1; "12"» — ivanov, -petrova');
    expect(frame).toContain('Вся таблица ученики × типы: --format csv или --format xlsx');
  });
});
