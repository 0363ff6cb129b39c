import { moscowDayOf } from '../clock/moscow-time';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import type { AuthUser } from '../identity/auth-user';
import { ensurePet } from './ensure-pet';
import { petMessages } from './pet-messages';
import { petRules } from './pet-rules';
import type { InteractWithPetInput, Pet, PetInteraction } from './pet-schemas';
import { petSql, type PetRow } from './pet-sql';
import { petStateOf } from './pet-state-of';
import { readPetProgress } from './read-pet-progress';

/**
 * feed spends a treat (+25 satiety); play once a Moscow day (−10 satiety, the mood one step up for
 * the day); pet any time, counted once a day. The row is locked, so two feeds at once spend two
 * treats or are refused, never one treat twice (decision 035).
 */
export async function interactWithPet(deps: CoreDeps, user: AuthUser, input: InteractWithPetInput): Promise<PetInteraction> {
  const now = deps.clock.now();
  return deps.db.transaction(async (trx) => {
    await ensurePet(trx, user.id, now);
    const { rows } = await trx.raw<{ rows: PetRow[] }>(petSql.lock, { userId: user.id });
    const row = rows[0]!;
    const progress = await readPetProgress(trx, user.id, row.created_at);
    const { next, message } = actOn(row, petStateOf(row, progress, now), input.action, now);
    await trx.raw(petSql.update, {
      userId: user.id,
      satiety: next.satiety,
      satietyAt: next.satiety_at,
      treatsUsed: next.treats_used,
      playedOn: next.played_on,
      pettedOn: next.petted_on,
      affection: next.affection,
    });
    return { pet: petStateOf(next, progress, now), message };
  });
}

function actOn(row: PetRow, state: Pet, action: InteractWithPetInput['action'], now: Date): { next: PetRow; message: string } {
  const today = moscowDayOf(now);
  if (action === 'feed') {
    if (state.treats === 0) throw new AppError('CONFLICT', petMessages.noTreats);
    if (state.satiety >= petRules.maxSatiety) throw new AppError('CONFLICT', petMessages.full);
    const satiety = Math.min(petRules.maxSatiety, state.satiety + petRules.satietyPerTreat);
    return { next: { ...row, satiety, satiety_at: now, treats_used: row.treats_used + 1 }, message: petMessages.fed };
  }
  if (action === 'play') {
    if (state.played_today) throw new AppError('CONFLICT', petMessages.playedToday);
    if (state.satiety < petRules.hungryBelow) throw new AppError('CONFLICT', petMessages.hungry);
    return { next: { ...row, satiety: state.satiety - petRules.satietyPerPlay, satiety_at: now, played_on: today }, message: petMessages.played };
  }
  const next = state.petted_today ? row : { ...row, petted_on: today, affection: row.affection + 1 };
  return { next, message: petMessages.petted };
}
