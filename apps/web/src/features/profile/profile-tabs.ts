/** SPEC §2 Profile: the tabs, in order; the tab is part of the URL (`/profile?tab=stats`). */
export const profileTabs = [
  { value: 'profile', label: 'Профиль' },
  { value: 'stats', label: 'Статистика' },
  { value: 'achievements', label: 'Достижения' },
  { value: 'top', label: 'Топ' },
  { value: 'quests', label: 'Квесты' },
  { value: 'groups', label: 'Группы' },
] as const;

export type ProfileTab = (typeof profileTabs)[number]['value'];

export function parseProfileTab(value: unknown): ProfileTab | undefined {
  return profileTabs.find((tab) => tab.value === value)?.value;
}
