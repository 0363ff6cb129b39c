import { renderToString } from 'ink';
import type { ReactElement } from 'react';
import type { CliOutput } from '../cli-io';

/** Below this a terminal that reports its width (`script` without `stty cols` says 0) is taken as not knowing it. */
const narrowestColumns = 40;
const defaultColumns = 100;

/** Results and errors are printed once, not redrawn: pipes and logs get plain lines. */
export function printElement(output: CliOutput, element: ReactElement): void {
  output.write(`${renderToString(element, { columns: columnsOf(output) })}\n`);
}

export function columnsOf(output: CliOutput): number {
  const columns = output.columns ?? 0;
  return columns >= narrowestColumns ? columns : defaultColumns;
}
