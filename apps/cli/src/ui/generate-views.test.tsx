/** @jsxRuntime automatic */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ExportSummary } from './export-views';
import { CheckSummary, GenerateSummary } from './generate-views';
import { formatRate, ProgressBar } from './progress-bar';

describe('generate views', () => {
  it('GenerateSummary: what was written, and the command that writes it again', () => {
    const { lastFrame } = render(<GenerateSummary report={{ folder: '/tmp/gen-05', type: 5, count: 100, seed: 'ab12cd34', difficulty: 2, files: 0, bytes: 204_800 }} />);
    const frame = lastFrame()!;
    expect(frame).toContain('✔ Тип 5: 100 заданий в /tmp/gen-05 (0 файлов, 200 КБ)');
    expect(frame).toContain('seed ab12cd34, сложность 2');
    expect(frame).toContain('Повторить: ege generate --type 5 --count 100 --seed ab12cd34 --difficulty 2 <папка>');
    expect(frame).toContain('ege generate --check /tmp/gen-05');
    expect(frame).toContain('импорт: ege import /tmp/gen-05 --as <автор>');
    const one = render(<GenerateSummary report={{ folder: 'g', type: 24, count: 21, seed: 's', difficulty: null, files: 21, bytes: 10 }} />).lastFrame()!;
    expect(one).toContain('Тип 24: 21 задание в g (21 файл, 1 КБ)');
  });

  it('suggests the import in the mode it ran in: through the server without --as (issue 26)', () => {
    const generated = render(<GenerateSummary report={{ folder: '/tmp/g', type: 5, count: 2, seed: 's', difficulty: 1, files: 0, bytes: 1 }} server="https://ege.example.ru" />).lastFrame()!;
    expect(generated).toContain('импорт: ege import /tmp/g --server https://ege.example.ru');
    expect(generated).not.toContain('--as');
    const report = { folder: '/tmp/bank', counts: { tasks: 1, blocks: 0, files: 0, bytes: 10 }, by_type: { '05': 1 }, items: [] };
    const remote = render(<ExportSummary report={report} server="https://ege.example.ru" />).lastFrame()!;
    expect(remote).toContain('Обратно: ege import /tmp/bank --server https://ege.example.ru');
    expect(render(<ExportSummary report={report} />).lastFrame()).toContain('Обратно: ege import /tmp/bank --as <автор>');
  });

  it('counts agree with their nouns: rates 0..10000 and the export line', () => {
    const forms = (n: number) => (n % 100 >= 11 && n % 100 <= 14 ? 'заданий' : n % 10 === 1 ? 'задание' : n % 10 >= 2 && n % 10 <= 4 ? 'задания' : 'заданий');
    for (let n = 10; n <= 10_000; n += 1) expect(formatRate(n)).toBe(`${n} ${forms(n)}/с`);
    const report = { folder: '/b', counts: { tasks: 21, blocks: 2, files: 5, bytes: 10 }, by_type: { '05': 21 }, items: [] };
    expect(render(<ExportSummary report={report} />).lastFrame()).toContain('Экспорт: /b — 21 задание, 2 блока 19-21, 5 файлов');
  });

  it('says the rate in words: whole tasks a second from 10 up, a decimal comma below', () => {
    expect(formatRate(43.5)).toBe('44 задания/с');
    expect(formatRate(21.2)).toBe('21 задание/с');
    expect(formatRate(11)).toBe('11 заданий/с');
    expect(formatRate(2.46)).toBe('2,5 задания/с');
    expect(formatRate(5)).toBe('5 заданий/с');
    expect(formatRate(1)).toBe('1 задание/с');
    expect(formatRate(0.04)).toBe('0 заданий/с');
    expect(formatRate(1.5)).toBe('1,5 задания/с');
    expect(formatRate(9.96)).toBe('10 заданий/с');
    const frame = render(<ProgressBar label="Импорт" progress={{ done: 87, total: 300, startedAt: 0 }} now={2000} />).lastFrame()!;
    expect(frame).toContain('87/300 · 44 задания/с · осталось ~5 с');
  });

  it('CheckSummary: every disagreement with its folder, then the count; all agreeing is a green line', () => {
    const bad = render(<CheckSummary report={{ folder: 'f', checked: 3, skipped: 1, problems: [{ folder: '05/type-05-x-2', message: 'в task.yaml ответ 77, а независимая проверка даёт 76' }], notes: [] }} />);
    expect(bad.lastFrame()).toBe('✖ 05/type-05-x-2: в task.yaml ответ 77, а независимая проверка даёт 76\nПроверено заданий: 3, расхождений: 1; без генератора (не проверялись): 1');
    const good = render(<CheckSummary report={{ folder: 'f', checked: 3, skipped: 0, problems: [], notes: [] }} />);
    expect(good.lastFrame()).toBe('✔ Проверено заданий: 3, ответы совпадают с независимой проверкой');
    const noted = render(<CheckSummary report={{ folder: 'f', checked: 2, skipped: 0, problems: [], notes: [{ folder: '17/type-17-a-1', message: 'файл изменён после ege generate' }] }} />);
    expect(noted.lastFrame()!.replace(/\n(?!✔)/g, ' ')).toBe('⚠ 17/type-17-a-1: файл изменён после ege generate\n✔ Проверено заданий: 2, ответы совпадают с независимой проверкой; изменено вручную, ответ подтверждён: 1');
  });
});
