import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { awardExperience } from '../experience/award-experience';
import type { AuthUser } from '../identity/auth-user';
import { bonusesOf } from './bonuses-of';
import { loadWeeklyQuests } from './load-weekly-quests';
import { questMessages } from './quest-messages';
import type { ClaimQuestBonusInput, QuestBonusClaim } from './quest-schemas';
import { questRules } from './quest-rules';
import { toWeeklyQuest } from './to-weekly-quest';
import { readWeeklyLedger } from './weekly-ledger';

/**
 * POST /users/quest/bonuses/claim/ {threshold}: pays a reached threshold of this week's quest. The
 * ledger's source '{quest}:{threshold}' is unique: a second claim, concurrent or later, is 409.
 */
export async function claimQuestBonus(deps: CoreDeps, user: AuthUser, input: ClaimQuestBonusInput): Promise<QuestBonusClaim> {
  const { now, current, ledger } = await loadWeeklyQuests(deps, user.id);
  if (!current) throw new AppError('CONFLICT', questMessages.noWeekly);
  const quest = toWeeklyQuest(current, ledger, now);
  const bonus = bonusesOf(quest, ledger).bonuses.find((item) => item.threshold === input.threshold)!;
  if (!bonus.reached) throw new AppError('BAD_REQUEST', questMessages.thresholdNotReached);
  const experience = questRules.bonuses.find((item) => item.threshold === input.threshold)!.experience;
  const total = await awardExperience(deps.db, {
    userId: user.id,
    amount: experience,
    sourceKind: 'quest_bonus',
    sourceId: `${quest.id}:${input.threshold}`,
    at: now,
  });
  if (total === null) throw new AppError('CONFLICT', questMessages.bonusClaimed);
  return { ...bonusesOf(quest, await readWeeklyLedger(deps.db, user.id)), experience_gained: experience, message: `Бонус +${experience} опыта получен` };
}
