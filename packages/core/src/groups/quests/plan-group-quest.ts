import { groupRules } from '../group-rules';

export type GroupQuestPlan = { title: string; description: string; target_experience: number; experience_reward: number };

/**
 * Decision 039's rule: the target is last week's experience of the group grown by a fifth, rounded
 * up to tens, and at least 50 per active member; each contributor's reward is a tenth of the target
 * per active member, from 10 to 100.
 */
export function planGroupQuest(lastWeekExperience: number, activeMembers: number, expiresAt: Date): GroupQuestPlan {
  const members = Math.max(1, activeMembers);
  const target = Math.max(groupRules.questMinimumPerMember * members, Math.ceil((lastWeekExperience * groupRules.questGrowth) / 10) * 10);
  const reward = Math.min(groupRules.questRewardMax, Math.max(groupRules.questRewardMin, Math.round(target / members / 10)));
  const until = expiresAt.toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
  return {
    title: `Командная цель: ${target} опыта`,
    description: `Наберите вместе ${target} опыта до ${until}. Каждый, кто внесёт вклад, получит ${reward} опыта.`,
    target_experience: target,
    experience_reward: reward,
  };
}
