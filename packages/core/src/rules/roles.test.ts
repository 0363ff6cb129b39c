import { describe, expect, it } from 'vitest';
import { roleAllows, roles, type Role, type RoleRule } from './roles';

describe('role rules', () => {
  const table: [RoleRule, Role[]][] = [
    ['signedIn', ['student', 'teacher', 'author', 'moderator', 'admin']],
    ['admin', ['admin']],
    ['staff', ['teacher', 'admin']],
    ['authoring', ['author', 'admin']],
    ['moderation', ['moderator', 'admin']],
    ['answerKey', ['teacher', 'author', 'admin']],
    ['bankCare', ['author', 'moderator', 'admin']],
  ];
  it.each(table)('%s allows exactly %j', (rule, allowed) => {
    expect(roles.filter((role) => roleAllows(rule, role)).sort()).toEqual([...allowed].sort());
  });
});
