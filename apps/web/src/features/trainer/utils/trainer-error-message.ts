import { describeError } from '../../../lib/describe-error';

export const noBlocksText = 'Нет доступных заданий блока 19-21 для выбранного предмета. Обратитесь к администратору или попробуйте позже.';

/**
 * The Russian text of a failed trainer call (SPEC §8 Tasks): the server's 'No available tasks of
 * type 19' becomes the block's own message, and the English echo the server adds to its Russian
 * 'no tasks' message is left out.
 */
export function trainerErrorMessage(error: unknown): string {
  const { message } = describeError(error);
  if (message.includes('No available tasks of type 19')) return noBlocksText;
  return message.replace(/\s*\(No available tasks of type \d+\)/, '');
}
