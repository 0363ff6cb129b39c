/** @jsxRuntime automatic */
import { render } from 'ink';
import type { ShowProgress } from '../cli-io';
import { ConnectingSpinner } from './connecting-spinner';

/** A live spinner on a terminal; on stderr, so that stdout keeps only results. */
export function spinnerOn(stream: NodeJS.WriteStream): ShowProgress {
  return (target) => {
    const instance = render(<ConnectingSpinner target={target} />, { stdout: stream, patchConsole: false, exitOnCtrlC: false });
    return () => {
      instance.clear();
      instance.unmount();
    };
  };
}
