import { answerValuesFor, type AnswerValues } from './answer-values';

export const defaultSubject = 'inf';

/** The text fields of the single-task form; '' is "not chosen" for type and difficulty, and no 'Разбор' for solution. */
export type TaskFormValues = { subject: string; type: string; difficulty: string; text: string; answer: AnswerValues; solution: string };

export function emptyTaskForm(): TaskFormValues {
  return { subject: defaultSubject, type: '', difficulty: '', text: '', answer: answerValuesFor(null), solution: '' };
}
