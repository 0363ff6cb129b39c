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

/** Tasks a second as said aloud: whole from 10 up; below, one decimal with a comma, which takes the 'задания' form. */
export function formatRate(rate: number): string {
  if (rate >= 10) {
    const whole = Math.round(rate);
    return `${whole} ${pluralRu(whole, ['задание', 'задания', 'заданий'])}/с`;
  }
  const tenths = Math.round(rate * 10) / 10;
  if (Number.isInteger(tenths)) return `${tenths} ${pluralRu(tenths, ['задание', 'задания', 'заданий'])}/с`;
  return `${tenths.toFixed(1).replace('.', ',')} задания/с`;
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
