import { describe, expect, it } from 'vitest';
import { planGroupQuest } from './plan-group-quest';

const until = new Date('2026-11-30T09:00:00Z');

describe('planGroupQuest', () => {
  it('asks a fifth more than last week, at least 50 per active member, rewarding a tenth per member within 10–100', () => {
    expect(planGroupQuest(0, 1, until)).toMatchObject({ target_experience: 50, experience_reward: 10 });
    expect(planGroupQuest(0, 0, until).target_experience).toBe(50);
    expect(planGroupQuest(1000, 2, until)).toMatchObject({ target_experience: 1200, experience_reward: 60 });
    expect(planGroupQuest(100_000, 1, until).experience_reward).toBe(100);
    expect(planGroupQuest(10, 3, until)).toMatchObject({ target_experience: 150, experience_reward: 10 });
    expect(planGroupQuest(0, 1, until).description).toContain('30.11.2026');
  });
});
