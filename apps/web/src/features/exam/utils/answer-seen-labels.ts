import type { ExamAnswerSeen } from '@ege/core/exam/exam-schemas';

/** The result's mark on a task whose answer or solution the student had seen (decision 045). */
export const answerSeenLabels: Record<ExamAnswerSeen, string> = {
  shown_before_start: 'Ответ был показан до экзамена',
  shown_during: 'Ответ был показан во время экзамена',
  solved_before_start: 'Задание решено до экзамена',
};
