import { describe, expect, it } from 'vitest';
import { sanitizeTheoryHtml } from './sanitize-theory-html';

describe('sanitizeTheoryHtml', () => {
  it('strips scripts and event handlers like task text', () => {
    const html = sanitizeTheoryHtml('<p onclick="alert(1)">Текст</p><script>alert(2)</script><img src="x" onerror="alert(3)">');
    expect(html).toBe('<p>Текст</p><img src="x" />');
  });

  it('keeps the class names of the theory stylesheet', () => {
    const html = sanitizeTheoryHtml('<p class="tip">Совет</p><ul class="facts"><li>1 балл</li></ul><pre><code class="language-python">print(1)</code></pre>');
    expect(html).toBe('<p class="tip">Совет</p><ul class="facts"><li>1 балл</li></ul><pre><code class="language-python">print(1)</code></pre>');
  });

  it('drops class values that are no plain names', () => {
    expect(sanitizeTheoryHtml('<div class="example BAD x&quot;y">Пример</div>')).toBe('<div class="example">Пример</div>');
  });

  it('drops frames, styles that could overlay the page and foreign embeds', () => {
    const html = sanitizeTheoryHtml('<iframe src="https://evil.example"></iframe><p style="position:fixed;top:0">A</p><a href="javascript:alert(1)">B</a>');
    expect(html).toBe('<p>A</p><a rel="noopener noreferrer nofollow" target="_blank">B</a>');
  });
});

describe('sanitizeTheoryHtml on drawings', () => {
  it('keeps an inline SVG of shapes and text, without scripts, links or handlers', () => {
    const html = sanitizeTheoryHtml(
      '<svg class="graph" viewBox="0 0 10 10" role="img" aria-label="Граф" onload="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)"><circle cx="1" cy="1" r="1"/></a><g stroke="currentColor" style="fill: var(--bg); position: fixed"><line x1="0" y1="0" x2="1" y2="1"/></g>' +
        '<foreignObject><p>x</p></foreignObject><text x="1" y="1">А</text></svg>',
    );
    expect(html).not.toMatch(/script|alert|onload|foreignobject|position/i);
    expect(html).toContain('<svg class="graph" viewbox="0 0 10 10" role="img" aria-label="Граф">');
    expect(html).toContain('<circle cx="1" cy="1" r="1"></circle>');
    expect(html).toContain('<g stroke="currentColor" style="fill:var(--bg)"><line x1="0" y1="0" x2="1" y2="1"></line></g>');
    expect(html).toContain('<text x="1" y="1">А</text>');
  });
});

describe('sanitizeTheoryHtml on links and the worked example', () => {
  it('opens a link into the app in the app’s tab and any other in a new one', () => {
    expect(sanitizeTheoryHtml('<a href="/trainer?type=5" target="_self">Тренажер</a>')).toBe('<a href="/trainer?type=5" target="_top" rel="noopener noreferrer nofollow">Тренажер</a>');
    expect(sanitizeTheoryHtml('<a href="//evil.example/x" target="_top">A</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">A</a>');
    expect(sanitizeTheoryHtml('<a href="https://fipi.ru/" target="_top">ФИПИ</a>')).toBe('<a href="https://fipi.ru/" target="_blank" rel="noopener noreferrer nofollow">ФИПИ</a>');
  });

  it('keeps the marks of the worked example’s code and output', () => {
    const html = '<pre><code class="language-python" data-example-code>print(1)</code></pre><pre data-example-answer>1</pre>';
    expect(sanitizeTheoryHtml(html)).toBe(html);
  });
});
