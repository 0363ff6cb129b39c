/** @jsxRuntime automatic */
import { Text } from 'ink';
import { describe, expect, it } from 'vitest';
import { printElement } from './print-element';

function printedAt(columns: number | undefined): string {
  let text = '';
  printElement({ columns, write: (chunk: string) => (text += chunk) }, <Text>✖ Сервер недоступен: http://127.0.0.1:1 (соединение отклонено)</Text>);
  return text;
}

describe('printElement', () => {
  it('wraps at the terminal width it is given', () => {
    expect(printedAt(40).split('\n').filter(Boolean).length).toBeGreaterThan(1);
  });

  it('a width of 0 (script without stty) or none is not taken literally: one line', () => {
    expect(printedAt(0)).toBe('✖ Сервер недоступен: http://127.0.0.1:1 (соединение отклонено)\n');
    expect(printedAt(undefined)).toBe('✖ Сервер недоступен: http://127.0.0.1:1 (соединение отклонено)\n');
  });
});
