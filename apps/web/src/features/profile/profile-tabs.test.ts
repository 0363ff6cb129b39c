import { describe, expect, it } from 'vitest';
import { parseProfileTab, profileTabs } from './profile-tabs';

describe('profile tabs', () => {
  it('keeps the spec order and labels', () => {
    expect(profileTabs.map((tab) => tab.label)).toEqual(['Профиль', 'Статистика', 'Достижения', 'Топ', 'Квесты', 'Группы']);
  });

  it('reads a known tab from the URL and ignores anything else', () => {
    expect(parseProfileTab('stats')).toBe('stats');
    expect(parseProfileTab('Stats')).toBeUndefined();
    expect(parseProfileTab(['top'])).toBeUndefined();
    expect(parseProfileTab(undefined)).toBeUndefined();
  });
});
