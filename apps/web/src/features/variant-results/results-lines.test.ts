import { describe, expect, it } from 'vitest';
import { variantResultsOf } from '../../lib/variant-results-fixture';
import { resultToneOf } from '../../lib/result-tone-of';
import { pointsTextOf, resultLinesOf } from './results-lines';

const results = variantResultsOf;

const text = (lines: { label: string; value: string }[]) => lines.map((line) => `${line.label}: ${line.value}`);

describe('resultLinesOf', () => {
  it('gives the points of a partial variant', () => {
    expect(text(resultLinesOf(results({})))).toEqual(['Баллы: 6 из 9', 'Верно: 5 из 8', 'Время: 12:34', 'Опыт: +20']);
  });

  it('gives the primary and test score of a full exam variant', () => {
    const full = results({ primary_score: 18, test_score: 72, exam_points: 18, exam_max_points: 29, correct_count: 17, total: 27, elapsed_seconds: 3 * 3600 + 5 });
    expect(text(resultLinesOf(full))).toEqual(['Первичные баллы: 18 из 29', 'Процент верных: 63%', 'Верно: 17 из 27', 'Время: 3:00:05', 'Опыт: +20']);
  });

  it('falls back to the points when only one of the two scores came', () => {
    expect(text(resultLinesOf(results({ primary_score: 18 })))[0]).toBe('Баллы: 6 из 9');
  });
});

describe('rows', () => {
  it.each([
    [{ is_correct: true, points: 1, max_points: 1, user_answer: '42' }, 'correct', '1'],
    [{ is_correct: false, points: 0, max_points: 1, user_answer: '41' }, 'incorrect', '0'],
    [{ is_correct: false, points: 0, max_points: 1, user_answer: '' }, 'unanswered', '0'],
    [{ is_correct: true, points: 2, max_points: 2, user_answer: '1 2' }, 'correct', '2 из 2'],
    [{ is_correct: false, points: 1, max_points: 2, user_answer: '1 3' }, 'partial', '1 из 2'],
    [{ is_correct: false, points: 0, max_points: 2, user_answer: '3 4' }, 'incorrect', '0 из 2'],
  ])('%j: %s, %s', (item, tone, points) => {
    expect(resultToneOf(item)).toBe(tone);
    expect(pointsTextOf(item)).toBe(points);
  });
});
