import { describe, expect, it } from 'vitest';
import { sanitizeTaskHtml } from './sanitize-task-html';

describe('task HTML sanitising', () => {
  it.each([
    ['<p>Найдите x<script>alert(1)</script></p>', '<p>Найдите x</p>'],
    ['<img src="/media/a.png" onerror="alert(1)">', '<img src="/media/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<iframe src="https://evil"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="position:fixed;top:0">x</p>', '<p>x</p>'],
    ['<svg><script>1</script></svg>', ''],
  ])('%s', (input, output) => {
    expect(sanitizeTaskHtml(input)).toBe(output);
  });

  it('keeps the formatting tasks need', () => {
    const html = '<p>2<sup>10</sup> и log<sub>2</sub></p><table><tbody><tr><td colspan="2">A</td></tr></tbody></table><pre><code>print(1)</code></pre>';
    expect(sanitizeTaskHtml(html)).toBe(html);
  });
});
