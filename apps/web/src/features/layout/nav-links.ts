import { roleAllows, type Role, type RoleRule } from '@ege/core/rules/roles';
import {
  IconBook2,
  IconCalendarCheck,
  IconChartDots,
  IconFlag,
  IconListCheck,
  IconNews,
  IconTarget,
  IconUpload,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export type NavLinkItem = {
  to: string;
  label: string;
  icon: Icon;
  /** Who sees the link; none means everyone. */
  rule?: RoleRule;
  /** Whether the screen behind the link exists in this build. */
  ready: boolean;
};

export const navLinks: readonly NavLinkItem[] = [
  { to: '/theory', label: 'Теория', icon: IconBook2, ready: true },
  { to: '/variants', label: 'Варианты', icon: IconListCheck, ready: true },
  { to: '/trainer', label: 'Тренажер', icon: IconTarget, ready: true },
  { to: '/news', label: 'Новости', icon: IconNews, ready: true },
  { to: '/upload-task', label: 'Загрузка задач', icon: IconUpload, rule: 'authoring', ready: true },
  { to: '/reports', label: 'Ошибки в заданиях', icon: IconFlag, rule: 'bankCare', ready: true },
  { to: '/classes', label: 'Классы', icon: IconUsersGroup, rule: 'staff', ready: true },
  { to: '/admin-homework', label: 'Выдача ДЗ', icon: IconCalendarCheck, rule: 'staff', ready: true },
  { to: '/admin-news', label: 'Управление новостями', icon: IconNews, rule: 'admin', ready: true },
  { to: '/admin-user-activity', label: 'Активность', icon: IconChartDots, rule: 'admin', ready: true },
];

export function visibleNavLinks(role: Role | null, links: readonly NavLinkItem[] = navLinks): NavLinkItem[] {
  return links.filter((link) => link.ready && (link.rule === undefined || (role !== null && roleAllows(link.rule, role))));
}

/** The header's row: the common links, and the role links folded into one menu once there are several. */
export type HeaderNav = { inline: NavLinkItem[]; folded: NavLinkItem[] };

export function headerNavOf(links: readonly NavLinkItem[]): HeaderNav {
  const roleLinks = links.filter((link) => link.rule !== undefined);
  if (roleLinks.length < 2) return { inline: [...links], folded: [] };
  return { inline: links.filter((link) => link.rule === undefined), folded: roleLinks };
}
