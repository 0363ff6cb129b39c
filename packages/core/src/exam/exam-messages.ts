import { AppError } from '../errors/app-error';
import { messages } from '../text/messages';

export const examNotFoundMessage = messages.examNotFound;
export const examTimeUpMessage = 'Время экзамена истекло: ответ не сохранён';
export const examFinishedMessage = 'Пробный экзамен уже завершён: ответ не сохранён';
export const examNotFinishedMessage = 'Пробный экзамен ещё не завершён';
export const taskNotInExamMessage = 'Этого задания нет в пробном экзамене';
export const notExamHomeworkMessage = 'Это домашнее задание — не пробный экзамен';
export const homeworkExamDoneMessage = 'Пробный экзамен из этого ДЗ уже сдан';
export const homeworkExamClosedMessage = 'Время для начала пробного экзамена из ДЗ истекло';
export const otherExamActiveMessage = 'Сначала завершите начатый пробный экзамен, затем начните экзамен из ДЗ';
/** Any path that would show a task of the caller's running rehearsal, say whether an answer to it is right, or list its comments. */
export const examSealedMessage = 'Задание входит в идущий пробный экзамен: ответ, проверка, разбор и комментарии откроются после его завершения';

/** Someone else's rehearsal is answered as a missing one: its existence is not told. */
export function examNotFound(): AppError {
  return new AppError('NOT_FOUND', examNotFoundMessage);
}
