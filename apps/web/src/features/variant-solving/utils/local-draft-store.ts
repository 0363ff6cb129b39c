import type { VariantAnswers } from '@ege/core/variants/variant-schemas';
import { handoffOf } from './variant-answers';
import { parseLocalDraft, type VariantDraft } from './variant-draft';
import { answersHandoffKeyOf } from './variant-storage-keys';

// Storage can be full or switched off (private mode): progress then lives on the server only.

export function readLocalDraft(key: string): VariantDraft | null {
  try {
    return parseLocalDraft(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, draft: Omit<VariantDraft, 'savedAt'>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // See above.
  }
}

export function removeLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See above.
  }
}

/** The answers for the results page (SPEC §2), in session storage under the variant's key. */
export function writeAnswersHandoff(variantId: number, answers: VariantAnswers): void {
  try {
    window.sessionStorage.setItem(answersHandoffKeyOf(variantId), JSON.stringify(handoffOf(answers)));
  } catch {
    // See above.
  }
}
