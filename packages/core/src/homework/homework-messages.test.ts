import { describe, expect, it } from 'vitest';
import { assignedNotificationText } from './homework-messages';

describe('assignedNotificationText', () => {
  it('adds an excerpt of the comment', () => {
    expect(assignedNotificationText('')).toBe('Вам выдано домашнее задание');
    expect(assignedNotificationText('  Повторить\nтип 5 ')).toBe('Вам выдано домашнее задание: Повторить тип 5');
    expect(assignedNotificationText('а'.repeat(150))).toBe(`Вам выдано домашнее задание: ${'а'.repeat(100)}…`);
  });
});
