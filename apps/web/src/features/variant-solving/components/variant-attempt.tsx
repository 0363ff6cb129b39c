import type { VariantDetail } from '@ege/core/variants/variant-schemas';
import { useState } from 'react';
import { readLocalDraft } from '../utils/local-draft-store';
import { isFinishedAttempt } from '../utils/variant-draft';
import { VariantReadOnlyView } from './variant-read-only-view';
import { VariantSolver } from './variant-solver';
import { draftStorageKeyOf } from '../utils/variant-storage-keys';

/**
 * A variant as the student left it: a finished attempt reopens read-only with its answers and
 * verdicts until 'Решить заново'; anything else goes on solving from the newest progress.
 */
export function VariantAttempt({ variant }: { variant: VariantDetail }) {
  const [finished] = useState(() => isFinishedAttempt(readLocalDraft(draftStorageKeyOf(variant)), variant.session));
  const [restarted, setRestarted] = useState(false);
  if (finished && !restarted) return <VariantReadOnlyView variant={variant} onRestart={() => setRestarted(true)} />;
  return <VariantSolver variant={variant} />;
}
