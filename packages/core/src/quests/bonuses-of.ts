import type { QuestBonuses, WeeklyQuest } from './quest-schemas';
import { questRules } from './quest-rules';
import type { WeeklyLedger } from './weekly-ledger';

/** This week's bonuses: each threshold of progress pays its experience once, when claimed (decision 038). */
export function bonusesOf(quest: WeeklyQuest | null, ledger: WeeklyLedger): QuestBonuses {
  const percentage = quest?.progress.percentage ?? 0;
  const claimed = quest ? (ledger.get(quest.id)?.bonuses ?? new Map()) : new Map();
  return {
    quest_id: quest?.id ?? null,
    percentage,
    bonuses: questRules.bonuses.map(({ threshold, experience }) => {
      const reached = quest !== null && percentage >= threshold;
      const isClaimed = claimed.has(threshold);
      return { threshold, experience, reached, claimed: isClaimed, can_claim: reached && !isClaimed };
    }),
  };
}
