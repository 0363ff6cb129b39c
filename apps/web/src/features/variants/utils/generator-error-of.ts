import type { ErrorDescription } from '../../../lib/describe-error';
import { messages } from '@ege/core/text/messages';

export const selectionErrorTitle = messages.selectionError;

/**
 * The title and text of a failed generation (SPEC §8 Generator): the server's shortage message
 * ('Ошибка подбора задач: …') is a selection error, no answer or a server fault is 'Ошибка генерации',
 * and any other refusal is 'Ошибка создания варианта'; the text is the server's detail.
 */
export function generatorErrorOf(error: ErrorDescription): { title: string; message: string } {
  if (error.message.startsWith(selectionErrorTitle)) {
    const detail = error.message.slice(selectionErrorTitle.length).replace(/^[:\s—-]+/, '');
    return { title: selectionErrorTitle, message: detail ? detail[0]!.toUpperCase() + detail.slice(1) : error.message };
  }
  if (error.network || error.status === 0 || error.status >= 500) return { title: 'Ошибка генерации', message: error.message };
  return { title: 'Ошибка создания варианта', message: error.message };
}
