import { messages } from '../text/messages';
export const roles = ['student', 'teacher', 'author', 'moderator', 'admin'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  student: 'Студент',
  teacher: 'Преподаватель',
  author: 'Автор',
  moderator: 'Модератор',
  admin: 'Администратор',
};

/** Who may do what: every procedure names one of these rules and the server checks it. */
export const roleRules = {
  signedIn: roles,
  admin: ['admin'],
  staff: ['admin', 'teacher'],
  authoring: ['admin', 'author'],
  moderation: ['admin', 'moderator'],
  /** A variant's answer key for a lesson on paper (decision 072). */
  answerKey: ['admin', 'teacher', 'author'],
  /** The bank's care (issue 30): error reports, a task's numbers and flags, revisions. An author only of his own tasks. */
  bankCare: ['admin', 'moderator', 'author'],
} as const satisfies Record<string, readonly Role[]>;

export type RoleRule = keyof typeof roleRules;

export function roleAllows(rule: RoleRule, role: Role): boolean {
  return (roleRules[rule] as readonly Role[]).includes(role);
}

export const forbiddenMessages: Record<RoleRule, string> = {
  signedIn: 'Необходима авторизация',
  admin: messages.adminOnly,
  staff: 'Доступ только для преподавателей и администраторов',
  authoring: 'Доступ только для авторов и администраторов',
  moderation: 'Доступ только для модераторов и администраторов',
  answerKey: 'Ключ ответов доступен только преподавателям, авторам и администраторам',
  bankCare: 'Доступ только для авторов, модераторов и администраторов',
};
