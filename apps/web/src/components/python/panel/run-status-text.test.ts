import { describe, expect, it } from 'vitest';
import { idlePythonRunState, type PythonRunState } from '../engine/python-runner';
import { runStatusText } from './run-status-text';

const state = (change: Partial<PythonRunState>): PythonRunState => ({ ...idlePythonRunState, ...change });

describe('runStatusText', () => {
  it('says a stopped or timed-out program was stopped while Python is made anew behind it', () => {
    expect(runStatusText(state({ phase: 'loading', outcome: { kind: 'stopped' } }))).toEqual({ text: 'Программа остановлена.', tone: 'orange' });
    expect(runStatusText(state({ phase: 'loading', outcome: { kind: 'timeout', seconds: 10 } })).text).toBe(
      'Программа не уложилась в 10 с и остановлена. Увеличьте ограничение времени или ускорьте программу.',
    );
  });

  it('tells loading, running and ready apart before any outcome', () => {
    expect(runStatusText(state({ phase: 'loading' })).text).toMatch(/^Загружается Python/);
    expect(runStatusText(state({ phase: 'running' })).text).toBe('Программа выполняется…');
    expect(runStatusText(state({ phase: 'ready' })).text).toBe('Python готов. Запустите программу: Ctrl+Enter.');
  });

  it('gives the time in Russian and the error’s line', () => {
    expect(runStatusText(state({ phase: 'ready', outcome: { kind: 'finished', seconds: 0.256 } }))).toEqual({ text: 'Программа завершилась за 0,26 с.', tone: 'green' });
    expect(runStatusText(state({ phase: 'ready', outcome: { kind: 'finished', seconds: 0.001 } })).text).toBe('Программа завершилась менее чем за 0,01 с.');
    const error = { type: 'NameError', message: "name 'y' is not defined", line: 2, traceback: '', russian: '' };
    expect(runStatusText(state({ phase: 'ready', outcome: { kind: 'error', error, seconds: 0.1 } }))).toEqual({ text: 'Ошибка в строке 2.', tone: 'red' });
    expect(runStatusText(state({ phase: 'ready', outcome: { kind: 'error', error: { ...error, line: null }, seconds: 0.1 } })).text).toBe('Программа завершилась с ошибкой.');
  });
});
