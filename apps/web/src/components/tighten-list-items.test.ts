import { describe, expect, it } from 'vitest';
import { tightenListItems } from './tighten-list-items';

// What the editor gives back for the theory page of type 5 (public/theory/5/text.html): its facts
// list as the page has it, and as the editor writes it after a round trip.
const pageFacts = '<ul class="facts"><li>Ответ — целое число</li><li>1 первичный балл</li><li>Удобно решать на Python</li></ul>';
const editorFacts = '<ul class="facts"><li><p>Ответ — целое число</p></li><li><p>1 первичный балл</p></li><li><p>Удобно решать на Python</p></li></ul>';

describe('tightenListItems', () => {
  it('gives the theory page its facts list back as it was after a round trip through the editor', () => {
    expect(tightenListItems(editorFacts)).toBe(pageFacts);
    expect(tightenListItems(pageFacts)).toBe(pageFacts);
  });

  it('keeps an item’s attributes and its sublist, the paragraph before the sublist made bare', () => {
    expect(tightenListItems('<ol><li data-x="1"><p>Шаг <strong>1</strong></p><ul><li><p>деталь</p></li></ul></li></ol>')).toBe(
      '<ol><li data-x="1">Шаг <strong>1</strong><ul><li>деталь</li></ul></li></ol>',
    );
  });

  it('leaves items of several paragraphs, classed paragraphs and paragraphs outside lists alone', () => {
    const html = '<p>Текст</p><ul><li><p>первый</p><p>второй</p></li><li><p class="answer">Ответ: 7</p></li></ul><pre><code>print(1)</code></pre>';
    expect(tightenListItems(html)).toBe(html);
  });
});
