import { sanitizeTaskHtml } from './sanitize-task-html';

/**
 * A worked solution as stored: the task HTML's own rules (code blocks keep their language class), and
 * null when nothing readable is left, so an editor's empty `<p></p>` or a lone script means "no 'Разбор'".
 */
export function sanitizeSolutionHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeTaskHtml(html).trim();
  const readable = clean.replace(/<(?!img\b)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim();
  return readable === '' ? null : clean;
}
