import type { VariantAnswer } from '../variants/variant-schemas';
import type { ExamResult } from './exam-schemas';

/** What a finish stores in `results`; the rest of a result comes from the row's columns. */
export type StoredExamResults = Pick<
  ExamResult,
  'elapsed_seconds' | 'primary_score' | 'primary_max' | 'test_score' | 'correct_count' | 'total' | 'experience_gained' | 'items'
>;

/** A row of examSql's selects. */
export type ExamRow = {
  id: number;
  user_id: number;
  homework_id: number | null;
  task_ids: number[];
  started_at: Date;
  deadline_at: Date;
  finished_at: Date | null;
  finished_by: 'student' | 'time' | null;
  results: StoredExamResults | null;
};

/** A saved answer: `answer` null once cleared. */
export type ExamAnswerRow = { task_id: number; answer: VariantAnswer | null; time_spent: number; saved_at: Date };
