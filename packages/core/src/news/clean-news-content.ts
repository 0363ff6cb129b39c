import { sanitizeTaskHtml } from '../content/sanitize-task-html';
import { AppError } from '../errors/app-error';
import { taskExcerpt } from '../tasks/bank/task-excerpt';
import { newsContentMessage } from './news-schemas';

/**
 * News HTML under the rules of a task's text (scripts, handlers and frames go); what is left must
 * still say something: text or a picture.
 */
export function cleanNewsContent(html: string): string {
  const clean = sanitizeTaskHtml(html);
  if (taskExcerpt(clean) === '' && !/<img\s/i.test(clean)) {
    throw new AppError('BAD_REQUEST', newsContentMessage, { fields: { content: [newsContentMessage] } });
  }
  return clean;
}
