import type { TaskPayload } from './task-schemas';

/**
 * The title over a revealed task's answer, the same in the web and the CLI: where the answer was
 * shown, so a task met again in the trainer says it was the results of a variant, not a peek.
 */
export function revealTitleOf(shownIn: TaskPayload['answer_shown_in']): string {
  if (!shownIn) return 'Вы подсмотрели ответ';
  if (shownIn.place === 'exam') return 'Ответ показан в результатах пробного ЕГЭ';
  return shownIn.variant_name === null ? 'Ответ показан в результатах варианта' : `Ответ показан в результатах варианта «${shownIn.variant_name}»`;
}
