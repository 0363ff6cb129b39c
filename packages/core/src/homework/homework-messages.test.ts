import { describe, expect, it } from 'vitest';
import { assignedNotificationText, examAssignedNotificationText } from './homework-messages';

describe('assignedNotificationText', () => {
  it('adds an excerpt of the comment', () => {
    expect(assignedNotificationText('')).toBe('Вам выдано домашнее задание');
    expect(assignedNotificationText('  Повторить\nтип 5 ')).toBe('Вам выдано домашнее задание: Повторить тип 5');
    expect(assignedNotificationText('а'.repeat(150))).toBe(`Вам выдано домашнее задание: ${'а'.repeat(100)}…`);
  });
});

describe('examAssignedNotificationText', () => {
  it('says it is a rehearsal and gives the window in Moscow time, then the comment', () => {
    const opens = new Date('2026-12-01T07:00:00Z');
    const closes = new Date('2026-12-03T20:30:00Z');
    expect(examAssignedNotificationText(opens, closes, '')).toBe('Вам выдан пробный экзамен: начать можно с 01.12.2026 10:00 до 03.12.2026 23:30 (МСК)');
    expect(examAssignedNotificationText(opens, closes, ' Удачи! ')).toBe(
      'Вам выдан пробный экзамен: начать можно с 01.12.2026 10:00 до 03.12.2026 23:30 (МСК). Удачи!',
    );
  });
});
