import type { PythonRunState } from '../engine/python-runner';

const seconds = (value: number) => `${value.toLocaleString('ru-RU', { maximumFractionDigits: value < 10 ? 2 : 1 })} с`;

/** The line over the output: what the runner is doing, or how the last run ended. */
export function runStatusText(state: PythonRunState): { text: string; tone: 'dimmed' | 'green' | 'red' | 'orange' } {
  const outcome = state.outcome;
  // After 'Остановить' or the time limit the worker is made anew: the outcome is what the student needs to read.
  if (outcome?.kind === 'stopped') return { text: 'Программа остановлена.', tone: 'orange' };
  if (outcome?.kind === 'timeout') return { text: `Программа не уложилась в ${seconds(outcome.seconds)} и остановлена. Увеличьте ограничение времени или ускорьте программу.`, tone: 'orange' };
  if (state.phase === 'loading') return { text: 'Загружается Python… В первый раз это занимает несколько секунд, потом он берётся из кэша браузера.', tone: 'dimmed' };
  if (state.phase === 'running') return { text: 'Программа выполняется…', tone: 'dimmed' };
  if (outcome === null) return { text: state.phase === 'ready' ? 'Python готов. Запустите программу: Ctrl+Enter.' : 'Запустите программу: Ctrl+Enter.', tone: 'dimmed' };
  if (outcome.kind === 'finished') {
    // A quick program would read '0 с': under a hundredth of a second says so.
    return { text: outcome.seconds < 0.005 ? 'Программа завершилась менее чем за 0,01 с.' : `Программа завершилась за ${seconds(outcome.seconds)}.`, tone: 'green' };
  }
  if (outcome.kind === 'error') return { text: outcome.error.line === null ? 'Программа завершилась с ошибкой.' : `Ошибка в строке ${outcome.error.line}.`, tone: 'red' };
  return { text: `Не удалось загрузить Python: ${outcome.message}`, tone: 'red' };
}
