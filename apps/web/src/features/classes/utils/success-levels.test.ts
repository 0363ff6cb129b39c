import { luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cellTextColors, formatSuccess, successLevelOf, successLevels } from './success-levels';

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe('the heat map scale', () => {
  it('puts each share on its step, 0 and 1 included', () => {
    expect(successLevelOf(0).label).toBe('0–19%');
    expect(successLevelOf(0.19).label).toBe('0–19%');
    expect(successLevelOf(0.2).label).toBe('20–39%');
    expect(successLevelOf(0.5).label).toBe('40–59%');
    expect(successLevelOf(0.75).label).toBe('60–79%');
    expect(successLevelOf(0.8).label).toBe('80–100%');
    expect(successLevelOf(1).label).toBe('80–100%');
  });

  it('prints the number on every step at WCAG AA contrast in both themes', () => {
    for (const level of successLevels) {
      expect(contrast(cellTextColors.light, level.light), level.label).toBeGreaterThanOrEqual(4.5);
      expect(contrast(cellTextColors.dark, level.dark), level.label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('shows whole percents', () => {
    expect(formatSuccess(0.75)).toBe('75%');
    expect(formatSuccess(2 / 3)).toBe('67%');
    expect(formatSuccess(0)).toBe('0%');
  });
});
