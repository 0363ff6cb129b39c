/** @jsxRuntime automatic */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { AnswerView } from './answer-view';

describe('AnswerView', () => {
  it('draws every cell of an empty 1×2 table, the focused one marked (issue 26)', () => {
    const frame = render(<AnswerView value={{ kind: 'table', rows: [['', '']] }} focusedCell={0} />).lastFrame()!;
    expect(frame.split('\n')).toEqual(['Ответ (таблица 1×2):', `  [_     ][      ]`]);
  });

  it('draws a 2×2 table with no focus as four bracketed cells, as wide as the longest value', () => {
    const frame = render(<AnswerView value={{ kind: 'table', rows: [['592', '193268410'], ['', '']] }} focusedCell={null} />).lastFrame()!;
    expect(frame.split('\n')).toEqual(['Ответ (таблица 2×2):', '  [592       ][193268410 ]', '  [          ][          ]']);
  });
});
