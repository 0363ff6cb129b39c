import { describe, expect, it } from 'vitest';
import { answerFromOutput } from './answer-from-output';

const field = { kind: 'field' } as const;
const pair = { kind: 'table', rows: 1, cols: 2 } as const;
const twoByTwo = { kind: 'table', rows: 2, cols: 2 } as const;

describe('answerFromOutput', () => {
  it('gives a field the last line printed, trimmed, blank lines after it ignored', () => {
    expect(answerFromOutput('Считаю...\n  42  \n\n', field)).toEqual({ kind: 'field', value: '42' });
    expect(answerFromOutput('1\r\n2\r\n', field)).toEqual({ kind: 'field', value: '2' });
  });

  it('gives null when nothing was printed', () => {
    expect(answerFromOutput('', field)).toBeNull();
    expect(answerFromOutput(' \n\n', pair)).toBeNull();
  });

  it('fills a table from one line as a paste would', () => {
    expect(answerFromOutput('debug\n12 345\n', pair)).toEqual({ kind: 'table', rows: [['12', '345']] });
  });

  it('fills a table from the last lines whose values fit: A and B printed on two lines', () => {
    expect(answerFromOutput('старт\n12\n345\n', pair)).toEqual({ kind: 'table', rows: [['12', '345']] });
    expect(answerFromOutput('1 2\n3 4\n5 6\n', twoByTwo)).toEqual({ kind: 'table', rows: [['3', '4'], ['5', '6']] });
  });

  it('leaves the rest of a tall table empty when fewer rows were printed (type 25)', () => {
    const layout = { kind: 'table', rows: 3, cols: 2 } as const;
    expect(answerFromOutput('1000 5\n2000 10\n', layout)).toEqual({ kind: 'table', rows: [['1000', '5'], ['2000', '10'], ['', '']] });
  });

  it('clears the table when the last line alone holds more values than cells', () => {
    expect(answerFromOutput('1 2 3\n', pair)).toEqual({ kind: 'table', rows: [['', '']] });
  });
});
