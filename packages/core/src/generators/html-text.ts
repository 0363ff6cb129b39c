/** Text placed into a generated statement or program listing as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The worked solution: the steps, then the program in a code block the sanitiser keeps. */
export function solutionHtml(steps: string, python: string): string {
  return `${steps}<p><strong>Программа на Python:</strong></p><pre><code class="language-python">${escapeHtml(python)}</code></pre>`;
}

/** The Russian form of a noun after a number: plural(22, ['единица', 'единицы', 'единиц']) is 'единицы'. */
export function pluralRu(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const tens = Math.abs(n) % 100;
  const last = tens % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}
