/**
 * A Python program written indented inside TypeScript, as it is run: the common indentation and the
 * blank first and last lines go. No interpolation: a program is its own text, so it reads like one.
 */
export function python(strings: TemplateStringsArray): string {
  const lines = strings.raw.join('').replace(/^\n+|\s+$/g, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent)).join('\n');
}
