import { answerValuesFor, type AnswerValues } from './answer-values';
import { defaultSubject } from './task-form-values';

export const blockQuestionTypes = [19, 20, 21] as const;
export type BlockQuestionType = (typeof blockQuestionTypes)[number];

/** A question with its answer and its own 'Разбор' ('' for none): solving 19 shows nothing of 20 and 21. */
export type BlockQuestionValues = { question: string; answer: AnswerValues; solution: string };

/** The text fields of the 19-21 block form: one condition, three questions with their answers. */
export type BlockFormValues = {
  subject: string;
  difficulty: string;
  condition: string;
  questions: Record<BlockQuestionType, BlockQuestionValues>;
};

/** Defaults per SPEC: 19 a field, 20 a 1×2 table, 21 a field (answerLayoutOf of each type). */
export function emptyBlockForm(): BlockFormValues {
  const question = (type: BlockQuestionType): BlockQuestionValues => ({ question: '', answer: answerValuesFor(type), solution: '' });
  return { subject: defaultSubject, difficulty: '', condition: '', questions: { 19: question(19), 20: question(20), 21: question(21) } };
}
