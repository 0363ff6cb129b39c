import { describe, expect, it } from 'vitest';
import { mayChangeHomework } from './may-change-homework';

describe('mayChangeHomework', () => {
  it('lets an admin change any, a teacher only their own', () => {
    expect(mayChangeHomework({ id: 1, role: 'admin' }, { issued_by: 5 })).toBe(true);
    expect(mayChangeHomework({ id: 1, role: 'admin' }, { issued_by: null })).toBe(true);
    expect(mayChangeHomework({ id: 5, role: 'teacher' }, { issued_by: 5 })).toBe(true);
    expect(mayChangeHomework({ id: 6, role: 'teacher' }, { issued_by: 5 })).toBe(false);
    expect(mayChangeHomework({ id: 5, role: 'student' }, { issued_by: 5 })).toBe(false);
  });
});
