import { describe, expect, it } from 'vitest';
import { applyActivityFilters, initialFilterValues } from './activity-filter-values';

describe('applying the activity filters', () => {
  it('needs a positive whole user id', () => {
    for (const userId of ['', '  ', 'abc', '12a', '0', '-3', '1.5', '99999999999999999999']) {
      expect(applyActivityFilters({ ...initialFilterValues, userId })).toEqual({ error: 'Укажите id пользователя' });
    }
  });

  it('sends the id as a number and leaves "all" out', () => {
    expect(applyActivityFilters({ userId: ' 42 ', taskType: 'all', status: 'all' })).toEqual({ filters: { user_id: 42 } });
  });

  it('passes the type (19-21 too) and the status', () => {
    expect(applyActivityFilters({ userId: '7', taskType: '19-21', status: 'solved' })).toEqual({ filters: { user_id: 7, task_type: '19-21', status: 'solved' } });
    expect(applyActivityFilters({ userId: '7', taskType: '5', status: 'not_solved' })).toEqual({ filters: { user_id: 7, task_type: '5', status: 'not_solved' } });
  });
});
