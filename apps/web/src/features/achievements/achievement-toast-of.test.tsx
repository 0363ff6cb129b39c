import type { EarnedAchievement } from '@ege/core/achievements/achievement-schemas';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { achievementToastOf } from './achievement-toast-of';

const firstStep: EarnedAchievement = { id: 'solved-1', title: 'Первый шаг', description: 'Решите первую задачу', icon: 'target', points: 5 };
const earlyBird: EarnedAchievement = { id: 'early-bird', title: 'Ранняя пташка', description: 'Решите задачу между пятью и восемью утра по Москве', icon: 'sunrise', points: 10 };
const fastStart: EarnedAchievement = { id: 'fast-1', title: 'Быстрый старт', description: 'Решите задачу быстрее чем за минуту', icon: 'bolt', points: 5 };

/** The toast's text as the page shows it. */
function textOf(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider withGlobalClasses={false} withCssVariables={false}>
      {node}
    </MantineProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('achievementToastOf', () => {
  it('shows nothing when nothing was earned', () => {
    expect(achievementToastOf([])).toBeNull();
  });

  it('names one achievement with its description and points', () => {
    const toast = achievementToastOf([firstStep])!;
    expect(toast.title).toBe('Новое достижение: Первый шаг');
    expect(textOf(toast.message)).toBe('Решите первую задачу Очки: +5');
  });

  it('collapses several achievements earned at once into one toast with their count, a line each', () => {
    const toast = achievementToastOf([firstStep, earlyBird, fastStart])!;
    expect(toast.title).toBe('Новые достижения: 3');
    expect(textOf(toast.message)).toBe('Первый шаг Очки: +5 Ранняя пташка Очки: +10 Быстрый старт Очки: +5');
    // Two batches of the same event never share an id, so one cannot replace the other.
    expect(toast.id).not.toBe(achievementToastOf([firstStep, earlyBird])!.id);
  });
});
