import type { DemoSolution } from './demo-task';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A demo task's 'Разбор' as stored: the steps, then the program in a Python code block. */
export function workedSolutionHtml(solution: DemoSolution): string {
  return `${solution.steps}<p>Программа на Python печатает ответ:</p><pre><code class="language-python">${escapeHtml(solution.python.trim())}\n</code></pre>`;
}
