import { useEffect, useState } from 'react';
import { readTheoryDraft, writeTheoryDraft, type TheoryDraft } from './theory-draft';
import type { TheoryFormValues } from './theory-form-values';

/** SPEC §9: the draft is saved 2000 ms after the last change. */
const autosaveDelayMs = 2000;

/**
 * The editor's autosaved draft in localStorage: the one found when the page opened (if it differs
 * from the stored page), and when the fields were last written. Fields equal to the stored page's
 * leave no draft behind.
 */
export function useTheoryDraft(key: string, baseline: TheoryFormValues, values: TheoryFormValues) {
  const baselineSerialized = JSON.stringify(baseline);
  const serialized = JSON.stringify(values);
  const [restored] = useState<TheoryDraft | null>(() => {
    const draft = readTheoryDraft(key);
    return draft && JSON.stringify(draft.values) !== baselineSerialized ? draft : null;
  });
  const [savedAt, setSavedAt] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (serialized === baselineSerialized) {
        writeTheoryDraft(key, null);
        setSavedAt(null);
        return;
      }
      const at = new Date().toISOString();
      writeTheoryDraft(key, { values: JSON.parse(serialized) as TheoryFormValues, saved_at: at });
      setSavedAt(at);
    }, autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [key, serialized, baselineSerialized]);

  return { restored, savedAt, clear: () => writeTheoryDraft(key, null) };
}
