/** @jsxRuntime automatic */
import { render, Text } from 'ink';
import { pluralRu } from '@ege/core/text/plural-ru';
import type { CliOutput } from '../cli-io';

/** How far a long run of tasks has got: the bar, the rate and what is left are derived from it. */
export type TaskProgress = { done: number; total: number; startedAt: number };

const barWidth = 30;

/** 'Импорт ██████░░░░ 120/300 · 51 задание/с · осталось ~4 с' (under 10 a second with a tenth: '2,5 задания/с'). */
export function ProgressBar({ label, progress, now }: { label: string; progress: TaskProgress; now: number }) {
  const { done, total } = progress;
  const seconds = Math.max((now - progress.startedAt) / 1000, 0.001);
  const rate = done / seconds;
  const filled = total === 0 ? barWidth : Math.round((done / total) * barWidth);
  const eta = rate > 0 ? Math.ceil((total - done) / rate) : null;
  return (
    <Text>
      {label} <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(barWidth - filled)}</Text> {done}/{total} · {formatRate(rate)}
      {eta !== null && done < total ? ` · осталось ~${formatSeconds(eta)}` : ''}
    </Text>
  );
}

/** Tasks a second as said aloud: whole from 10 up; below, one decimal with a comma ('2,5 задания/с'). */
export function formatRate(rate: number): string {
  const shown = rate >= 10 ? Math.round(rate) : Math.round(rate * 10) / 10;
  const digits = Number.isInteger(shown) ? String(shown) : shown.toFixed(1).replace('.', ',');
  return `${digits} ${pluralRu(shown, ['задание', 'задания', 'заданий'])}/с`;
}

function formatSeconds(seconds: number): string {
  return seconds < 60 ? `${seconds} с` : `${Math.floor(seconds / 60)} мин ${seconds % 60} с`;
}

/** A live bar on a terminal's stderr while `work` runs; nothing at all when stderr is a pipe, a file or a test's buffer. */
export async function withProgressBar<T>(stderr: CliOutput, label: string, work: (onProgress: (progress: TaskProgress) => void) => Promise<T>): Promise<T> {
  const stream = stderr as Partial<NodeJS.WriteStream>;
  if (stream.isTTY !== true) return work(() => {});
  let instance: ReturnType<typeof render> | undefined;
  const onProgress = (progress: TaskProgress) => {
    const element = <ProgressBar label={label} progress={{ ...progress }} now={Date.now()} />;
    if (instance) instance.rerender(element);
    else instance = render(element, { stdout: stream as NodeJS.WriteStream, patchConsole: false, exitOnCtrlC: false });
  };
  try {
    return await work(onProgress);
  } finally {
    instance?.clear();
    instance?.unmount();
  }
}
