/** @jsxRuntime automatic */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { CheckSummary, GenerateSummary } from './generate-views';

describe('generate views', () => {
  it('GenerateSummary: what was written, and the command that writes it again', () => {
    const { lastFrame } = render(<GenerateSummary report={{ folder: '/tmp/gen-05', type: 5, count: 100, seed: 'ab12cd34', difficulty: 2, files: 0, bytes: 204_800 }} />);
    const frame = lastFrame()!;
    expect(frame).toContain('✔ Сгенерировано заданий 5: 100 в /tmp/gen-05 (файлов 0, 200 КБ)');
    expect(frame).toContain('seed ab12cd34, сложность 2');
    expect(frame).toContain('Повторить: ege generate --type 5 --count 100 --seed ab12cd34 --difficulty 2 <папка>');
    expect(frame).toContain('ege generate --check /tmp/gen-05');
  });

  it('CheckSummary: every disagreement with its folder, then the count; all agreeing is a green line', () => {
    const bad = render(<CheckSummary report={{ folder: 'f', checked: 3, skipped: 1, problems: [{ folder: '05/type-05-x-2', message: 'в task.yaml ответ 77, а независимая проверка даёт 76' }] }} />);
    expect(bad.lastFrame()).toBe('✖ 05/type-05-x-2: в task.yaml ответ 77, а независимая проверка даёт 76\nПроверено заданий: 3, расхождений: 1; без генератора (не проверялись): 1');
    const good = render(<CheckSummary report={{ folder: 'f', checked: 3, skipped: 0, problems: [] }} />);
    expect(good.lastFrame()).toBe('✔ Проверено заданий: 3, ответы совпадают с независимой проверкой');
  });
});
