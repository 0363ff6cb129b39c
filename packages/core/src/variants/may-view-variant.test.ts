import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../identity/auth-user';
import { mayViewVariant } from './may-view-variant';

const user = (id: number, role: AuthUser['role'] = 'student') => ({ id, role }) as AuthUser;

describe('mayViewVariant', () => {
  it.each([
    ['a guest, a public one', null, { owner_id: 1, is_public: true, is_draft: false }, true],
    ['a guest, a public draft', null, { owner_id: 1, is_public: true, is_draft: true }, false],
    ['a guest, a private one', null, { owner_id: 1, is_public: false, is_draft: false }, false],
    ['the owner, a private draft', user(1), { owner_id: 1, is_public: false, is_draft: true }, true],
    ['another student, a private one', user(2), { owner_id: 1, is_public: false, is_draft: false }, false],
    ['another student, a public one', user(2), { owner_id: 1, is_public: true, is_draft: false }, true],
    ['another student, a public draft', user(2), { owner_id: 1, is_public: true, is_draft: true }, false],
    ['a teacher, a private one', user(2, 'teacher'), { owner_id: 1, is_public: false, is_draft: false }, false],
    ['an admin, a private draft', user(2, 'admin'), { owner_id: 1, is_public: false, is_draft: true }, true],
  ] as const)('%s → %s', (_name, viewer, variant, expected) => {
    expect(mayViewVariant(viewer, variant)).toBe(expected);
  });
});
