/**
 * The editor keeps a list item's text in a paragraph (ProseMirror's list item holds blocks), so it
 * writes <li><p>…</p></li> where the page had <li>…</li>; on a theory page the chips of ul.facts then
 * grew by the paragraph's margin with their text stuck to the top. A list item's first paragraph, when
 * it has no attributes and only the item's own sublist follows it, goes out bare again, as the pages and
 * the sanitised HTML write it. Items of several paragraphs, or a classed one, are left as they are.
 */
export function tightenListItems(html: string): string {
  return html.replace(/<li((?:\s[^>]*)?)><p>((?:(?!<\/?(?:p|li)[\s>]).)*?)<\/p>(?=<\/li>|<[uo]l[\s>])/gs, '<li$1>$2');
}
