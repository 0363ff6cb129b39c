import type { CliInput, CliIo } from '../cli-io';
import { CliUsageError } from '../errors/cli-errors';

export const loginCancelledMessage = 'Вход отменён';

/** One line of the input (a piped password, a typed name), without its line end; '' when it ends empty. */
export function readLine(input: CliInput): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const finish = (line: string) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onError);
      // Leaves process.stdin paused, so that the process can exit.
      input.pause();
      resolve(line.replace(/\r$/, ''));
    };
    const onData = (chunk: Buffer | string) => {
      text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) finish(text.slice(0, end));
    };
    const onEnd = () => finish(text);
    const onError = (error: unknown) => {
      input.off('data', onData);
      input.off('end', onEnd);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onError);
    input.resume();
  });
}

export type SecretState = { text: string; done: boolean; cancelled: boolean };

/**
 * What keys typed in raw mode make of a hidden answer: Enter ends it, Backspace takes a character
 * back, Ctrl-C (and Ctrl-D on an empty answer) cancels; other control keys are ignored.
 */
export function applySecretKeys(state: SecretState, keys: string): SecretState {
  let { text } = state;
  for (const key of keys) {
    if (key === '\r' || key === '\n') return { text, done: true, cancelled: false };
    if (key === '\u0003') return { text: '', done: true, cancelled: true };
    if (key === '\u0004') {
      if (text === '') return { text: '', done: true, cancelled: true };
      return { text, done: true, cancelled: false };
    }
    if (key === '\u007f' || key === '\b') {
      text = [...text].slice(0, -1).join('');
      continue;
    }
    if (key < ' ') continue;
    text += key;
  }
  return { text, done: false, cancelled: false };
}

/** Asks on stderr and reads the answer with the echo off (the terminal in raw mode); nothing is shown. */
export function promptSecret(io: CliIo & { stdin: CliInput }, question: string): Promise<string> {
  const input = io.stdin;
  io.stderr.write(question);
  return new Promise((resolve, reject) => {
    let state: SecretState = { text: '', done: false, cancelled: false };
    const restore = () => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      io.stderr.write('\n');
    };
    const onData = (chunk: Buffer | string) => {
      state = applySecretKeys(state, typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      if (!state.done) return;
      restore();
      if (state.cancelled) reject(new CliUsageError(loginCancelledMessage));
      else resolve(state.text);
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}

/** Asks on stderr and reads a typed line (echoed, as the terminal does). */
export function promptLine(io: CliIo & { stdin: CliInput }, question: string): Promise<string> {
  io.stderr.write(question);
  return readLine(io.stdin);
}
