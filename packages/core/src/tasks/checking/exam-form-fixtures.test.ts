import { describe, expect, it } from 'vitest';
import { scoreVariant } from '../../variants/score-variant';
import { answerLayoutOf } from './answer-layout';
import { answerValueOf, checkFieldsOf } from './answer-value';
import { checkAnswer, type CheckableTask } from './check-answer';
import { examFormFixtures, examYears, type ExamFormFixture } from './exam-form-fixtures';
import { maxPointsOf } from '../scoring/exam-points';
import { answerColumnsOf, readTaskAnswer } from './read-task-answer';

/** The task as the import stores it: the manifest read by the upload's rules, then its stored columns. */
function storedTaskOf(fixture: ExamFormFixture): CheckableTask {
  const read = readTaskAnswer(fixture.type, {
    answer_type: fixture.answer_type,
    answer: fixture.answer,
    table_rows: fixture.table_shape?.[0],
    table_cols: fixture.table_shape?.[1],
  });
  if (!read.ok) throw new Error(`${fixture.year} ${fixture.type}: ${JSON.stringify(read.errors)}`);
  const columns = answerColumnsOf(fixture.type, read.value.answer, read.value.table_shape);
  return {
    type: fixture.type,
    answer_type: columns.answer_type === 'table' ? 'table' : 'field',
    answer: columns.answer,
    answer_rows: columns.answer_rows === null ? null : (JSON.parse(columns.answer_rows) as string[][]),
    table_shape: columns.table_shape,
  };
}

/** What the trainer sends for a typed answer: the served table's cells, or the field. */
function pointsFor(task: CheckableTask, typed: string): number {
  const layout = answerLayoutOf(task.type, task.table_shape);
  return checkAnswer(task, checkFieldsOf(answerValueOf(layout, typed, null))).points;
}

const name = (fixture: ExamFormFixture) => `${fixture.year}: task ${fixture.type}`;

describe('every task type in the answer form of each exam year', () => {
  it('has one fixture per type and year', () => {
    for (const year of examYears) {
      expect(examFormFixtures.filter((fixture) => fixture.year === year).map((fixture) => fixture.type)).toEqual(
        Array.from({ length: 27 }, (_, index) => index + 1),
      );
    }
  });

  it.each(examFormFixtures.map((fixture) => [name(fixture), fixture] as const))('%s is served in its form and scored full, half and zero', (_name, fixture) => {
    const task = storedTaskOf(fixture);
    const layout = answerLayoutOf(task.type, task.table_shape);
    expect(layout.kind === 'table' ? [layout.rows, layout.cols] : null).toEqual(fixture.served);
    const max = maxPointsOf(fixture.type);
    expect(pointsFor(task, fixture.answer)).toBe(max);
    expect(pointsFor(task, fixture.wrong)).toBe(0);
    if (fixture.half !== undefined) expect(pointsFor(task, fixture.half)).toBe(max === 2 ? 1 : 0);
  });

  it.each(examYears)('a whole %s exam answered right scores 29 of 29, primary 29, test 100', (year) => {
    const items = examFormFixtures
      .filter((fixture) => fixture.year === year)
      .map((fixture) => {
        const task = storedTaskOf(fixture);
        const layout = answerLayoutOf(task.type, task.table_shape);
        const verdict = checkAnswer(task, checkFieldsOf(answerValueOf(layout, fixture.answer, null)));
        return { type: fixture.type, is_correct: verdict.is_correct, points: verdict.points, max_points: verdict.max_points, experience_gained: 0, block_id: fixture.type >= 19 && fixture.type <= 21 ? 1 : null };
      });
    expect(scoreVariant(items)).toMatchObject({ correct_count: 27, exam_points: 29, exam_max_points: 29, primary_score: 29, test_score: 100 });
  });
});
