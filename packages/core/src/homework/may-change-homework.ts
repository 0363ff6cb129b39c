import type { AuthUser } from '../identity/auth-user';

export const notYourHomeworkMessage = 'Изменять и удалять домашнее задание может только выдавший его преподаватель или администратор';

/** An admin changes any assignment; a teacher only the ones that teacher issued. */
export function mayChangeHomework(user: Pick<AuthUser, 'id' | 'role'>, assignment: { issued_by: number | null }): boolean {
  if (user.role === 'admin') return true;
  return user.role === 'teacher' && assignment.issued_by === user.id;
}
