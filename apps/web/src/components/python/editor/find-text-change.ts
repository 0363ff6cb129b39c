export type TextChange = { from: number; to: number; insert: string };

/**
 * The one replacement that turns `before` into `after`: the part between their common start and
 * common end. Replacing only that keeps the cursor, the selection and the undo history of the rest
 * when new code comes from outside the editor (loaded from the server, restored from the browser).
 * Null when they are the same.
 */
export function findTextChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < shorter - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  // Never split a surrogate pair: CodeMirror counts UTF-16 units, and half an emoji is not text.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start--;
  if (end > 0 && isLowSurrogate(before.charCodeAt(before.length - end))) end--;
  return { from: start, to: before.length - end, insert: after.slice(start, after.length - end) };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
