import type { CoreDeps } from '../context/core-deps';
import { taskTypeCatalog } from '../tasks/bank/task-type-catalog';
import type { MasteryView } from './learning-schemas';
import { shownChanceOf } from './shown-chance-of';
import { loadTypeMastery } from './load-type-mastery';
import { syncPracticeCards } from './sync-practice-cards';

/** GET /users/mastery/: each type's first-try chance (null if never tried), the answers behind it and when its card is due. */
export async function getMastery(deps: CoreDeps, userId: number): Promise<MasteryView> {
  const now = deps.clock.now();
  const [mastery, cards] = await Promise.all([loadTypeMastery(deps.db, userId, now), deps.db.transaction((trx) => syncPracticeCards(trx, userId, now))]);
  const dueByType = new Map(cards.map((card) => [card.type, card.card.due]));
  return {
    types: mastery.map((type) => ({
      type: type.type,
      name: taskTypeCatalog[type.type]!.name,
      probability: shownChanceOf(type),
      attempts_used: type.attempts_used,
      due_at: (dueByType.get(type.type) ?? now).toISOString(),
    })),
  };
}
