import type { RoleRule } from '../rules/roles';

/**
 * Who writes, edits, hides and deletes news, and so also sees the hidden ones: admins only
 * (docs/decisions/028). The server's procedures and the screen's gate both name this rule.
 */
export const newsWriterRule = 'admin' satisfies RoleRule;
