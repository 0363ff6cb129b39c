import type { ExamRehearsalAnswersTable } from '../db/tables/exam-rehearsal-answers-table';
import type { ExamRehearsalsTable } from '../db/tables/exam-rehearsals-table';
import type { VariantAnswer } from '../variants/variant-schemas';
import type { ExamResult } from './exam-schemas';

/** What a finish stores in `results`; the rest of a result comes from the row's columns. */
export type StoredExamResults = Pick<
  ExamResult,
  'elapsed_seconds' | 'primary_score' | 'primary_max' | 'test_score' | 'correct_count' | 'total' | 'experience_gained' | 'items'
>;

/** A row of examSql's selects. */
export type ExamRow = Omit<ExamRehearsalsTable, 'results'> & { results: StoredExamResults | null };

/** A saved answer: `answer` null once cleared. */
export type ExamAnswerRow = Pick<ExamRehearsalAnswersTable, 'task_id' | 'time_spent' | 'saved_at'> & { answer: VariantAnswer | null };
