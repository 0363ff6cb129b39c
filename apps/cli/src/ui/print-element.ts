import { renderToString } from 'ink';
import type { ReactElement } from 'react';
import type { CliOutput } from '../cli-io';

/** Results and errors are printed once, not redrawn: pipes and logs get plain lines. */
export function printElement(output: CliOutput, element: ReactElement): void {
  output.write(`${renderToString(element, { columns: output.columns ?? 100 })}\n`);
}
