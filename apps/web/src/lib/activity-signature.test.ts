import { describe, expect, it } from 'vitest';
import { activitySignature, type SignedActivityItem } from './activity-signature';

const item = (task_id: number, status = 'not_solved', ...times: string[]): SignedActivityItem => ({
  task_id,
  status,
  answers_history: times.map((answered_at) => ({ answered_at })),
});

describe('activitySignature', () => {
  const base = [item(1, 'solved', '2026-11-21T10:00:00.000Z'), item(2, 'not_solved', '2026-11-21T09:00:00.000Z')];

  it('is the same for the same results fetched again', () => {
    expect(activitySignature(structuredClone(base))).toBe(activitySignature(base));
  });

  it.each([
    ['a new attempt', [item(1, 'solved', '2026-11-21T10:05:00.000Z', '2026-11-21T10:00:00.000Z'), base[1]!]],
    ['a solve', [base[0]!, item(2, 'solved', '2026-11-21T09:00:00.000Z')]],
    ['a reorder', [base[1]!, base[0]!]],
    ['a new task', [item(3, 'not_solved', '2026-11-21T11:00:00.000Z'), ...base]],
  ])('changes on %s', (_, changed) => {
    expect(activitySignature(changed)).not.toBe(activitySignature(base));
  });

  it('looks at the first 20 results only, and handles an empty history', () => {
    const many = Array.from({ length: 25 }, (_, index) => item(index + 1));
    const tailChanged = [...many.slice(0, 20), item(99)];
    expect(activitySignature(tailChanged)).toBe(activitySignature(many));
    expect(activitySignature([])).toBe('');
    expect(activitySignature([item(7)])).toBe('7:not_solved:');
  });
});
