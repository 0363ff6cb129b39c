import { describe, expect, it } from 'vitest';
import { taskExcerpt } from './task-excerpt';

describe('taskExcerpt', () => {
  it('gives the text of the HTML with entities read and spaces collapsed', () => {
    expect(taskExcerpt('<p>Сколько&nbsp;чисел <b>x</b> &lt; 10?</p><script>alert(1)</script>')).toBe('Сколько чисел x < 10?');
  });

  it('cuts long text with an ellipsis', () => {
    const excerpt = taskExcerpt(`<p>${'слово '.repeat(100)}</p>`, 20);
    expect(excerpt).toBe('слово слово слово с…');
    expect(excerpt.endsWith('…')).toBe(true);
  });
});
