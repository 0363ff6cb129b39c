import type { AuthUser } from '../identity/auth-user';

/**
 * Whether a user of rule bankCare answers for a task's reports and flags: a moderator and an admin
 * for every task, an author for his own (a generated task's author is the generator's account: never).
 */
export function caresForTask(user: AuthUser, task: { author_id: number | null; generator: string | null }): boolean {
  if (user.role === 'admin' || user.role === 'moderator') return true;
  return user.role === 'author' && task.generator === null && task.author_id === user.id;
}
