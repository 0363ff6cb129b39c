/** Text placed into a generated statement or program listing as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The worked solution: the steps, then the program in a code block the sanitiser keeps. */
export function solutionHtml(steps: string, python: string): string {
  return `${steps}<p><strong>Программа на Python:</strong></p><pre><code class="language-python">${escapeHtml(python)}</code></pre>`;
}
