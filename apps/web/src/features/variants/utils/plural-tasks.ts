import { pluralRu } from '@ege/core/text/plural-ru';

/** '1 задание', '3 задания', '27 заданий'. */
export function pluralTasks(count: number): string {
  return `${count} ${pluralRu(count, ['задание', 'задания', 'заданий'])}`;
}
