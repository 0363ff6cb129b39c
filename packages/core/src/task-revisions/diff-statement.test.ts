import { describe, expect, it } from 'vitest';
import { diffStatement, plainTextOf } from './diff-statement';

describe('plainTextOf', () => {
  it('reads HTML as a reader sees it: blocks on their own lines, tags and entities resolved', () => {
    expect(plainTextOf('<p>Дано <b>A &lt; B</b>&nbsp;и&nbsp;C.</p><p>Найдите<br>сумму.</p>')).toBe('Дано A < B и C.\nНайдите\nсумму.');
    expect(plainTextOf(null)).toBe('');
  });
});

describe('diffStatement', () => {
  it('compares Russian words whole, and gives nothing when the text reads the same', () => {
    expect(diffStatement('<p>Найдите наименьшее число.</p>', '<p>Найдите <i>наибольшее</i> число.</p>')).toEqual([
      { value: 'Найдите ', added: false, removed: false },
      { value: 'наименьшее', added: false, removed: true },
      { value: 'наибольшее', added: true, removed: false },
      { value: ' число.', added: false, removed: false },
    ]);
    expect(diffStatement('<p>Текст</p>', '<div>Текст</div>')).toEqual([]);
  });
});
