import { describe, expect, it } from 'vitest';
import { renderTaskHtml, wrap } from './render-task-html';

describe('renderTaskHtml', () => {
  it('paragraphs are separated by an empty line, <br> breaks a line, entities are decoded', () => {
    expect(renderTaskHtml('<p>Первый &amp; &lt;второй&gt;<br>строка</p><p>Абзац   с\n пробелами</p>')).toBe('Первый & <второй>\nстрока\n\nАбзац с пробелами');
  });

  it('lists: bullets, numbers from start, a nested list indented', () => {
    const text = renderTaskHtml('<ul><li>один</li><li>два<ul><li>вложенный</li></ul></li></ul><ol start="3"><li>три</li><li>четыре</li></ol>');
    expect(text).toBe('• один\n• два\n\n  • вложенный\n\n3. три\n4. четыре');
  });

  it('tables: aligned columns in a frame, a long cell wrapped to the width', () => {
    const long = 'слово '.repeat(30).trim();
    const text = renderTaskHtml(`<table><tr><th>x</th><th>Значение</th></tr><tr><td>10</td><td>${long}</td></tr></table>`, 80);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^┌────┬─+┐$/);
    expect(lines[1]).toMatch(/^│ x {2}│ Значение +│$/);
    expect(lines.every((line) => [...line].length <= 80)).toBe(true);
    expect(new Set(lines.map((line) => [...line].length)).size).toBe(1);
    expect(lines.filter((line) => line.includes('слово')).length).toBeGreaterThan(1);
  });

  it('code keeps its lines and indentation; inline code is quoted', () => {
    expect(renderTaskHtml('<pre><code>for i in range(3):\n    print(i)</code></pre><p>Вызов <code>f(x)</code></p>')).toBe(
      '    for i in range(3):\n        print(i)\n\nВызов `f(x)`',
    );
  });

  it('links keep their address, pictures show theirs, sub and sup use Unicode digits', () => {
    expect(renderTaskHtml('<p><a href="https://ege.example/a">сайт</a> <img src="/media/tasks/1/a.png" alt="схема"> 2<sup>10</sup> log<sub>2</sub> x<sup>ab</sup></p>', 120)).toBe(
      'сайт (https://ege.example/a) [Рисунок: схема: /media/tasks/1/a.png] 2¹⁰ log₂ x^(ab)',
    );
    expect(renderTaskHtml('<img src="data:image/png;base64,AAAA">')).toBe('[Рисунок (встроен в текст)]');
  });

  it('wraps at the width given, never narrower than 20', () => {
    const text = renderTaskHtml(`<p>${'абв '.repeat(40)}</p>`, 80);
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(text.split('\n')).toHaveLength(2);
  });
});

describe('wrap', () => {
  it('cuts a word longer than the line', () => {
    expect(wrap('ab cdefghij k', 4)).toEqual(['ab', 'cdef', 'ghij', 'k']);
  });
});
