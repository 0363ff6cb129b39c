import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../identity/auth-user';
import { mayEditVariant } from './may-edit-variant';

const user = (id: number, role: AuthUser['role'] = 'student') => ({ id, role }) as AuthUser;

describe('mayEditVariant', () => {
  it.each([
    ['a guest', null, { owner_id: 1, is_public: false }, false],
    ['the owner, a private one', user(1), { owner_id: 1, is_public: false }, true],
    ['the owner (no longer admin), a public one', user(1), { owner_id: 1, is_public: true }, false],
    ['another student, a private one', user(2), { owner_id: 1, is_public: false }, false],
    ['another student, a public one', user(2), { owner_id: 1, is_public: true }, false],
    ['a moderator, a private one', user(2, 'moderator'), { owner_id: 1, is_public: false }, false],
    ['an admin, a public one', user(2, 'admin'), { owner_id: 1, is_public: true }, true],
    ['an admin, someone’s private one', user(2, 'admin'), { owner_id: 1, is_public: false }, true],
  ] as const)('%s → %s', (_name, editor, variant, expected) => {
    expect(mayEditVariant(editor, variant)).toBe(expected);
  });
});
