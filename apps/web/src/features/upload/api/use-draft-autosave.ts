import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';
import { emptyUploadDraft, type UploadDraft } from '../utils/upload-draft';

/** SPEC §9: the draft is saved 2000 ms after the last change. */
export const autosaveDelayMs = 2000;

export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'error'; message: string };

/** What a later visit in this tab starts from, without waiting for the server to catch up. */
function remember(draft: Record<string, unknown> | null, at: string | null): void {
  queryClient.setQueryData(trpc.authoring.draft.queryKey(), { draft, updated_at: at });
}

/** The draft as the server has it, serialised, and when it was stored. */
export type SavedDraft = { serialized: string; at: string | null };

/**
 * Autosave of the forms' text fields to PUT /tasks/upload-draft/ after a pause in typing. Leaving
 * the page with changes not yet saved saves them at once; clear() deletes the draft after an upload.
 */
export function useDraftAutosave(draft: UploadDraft, initial: SavedDraft) {
  const serialized = JSON.stringify(draft);
  const [saved, setSaved] = useState<SavedDraft>(initial);
  const [error, setError] = useState<string | null>(null);
  const { mutate: saveDraft, isPending: saving } = useMutation(trpc.authoring.saveDraft.mutationOptions());
  const { mutate: deleteDraft } = useMutation(trpc.authoring.deleteDraft.mutationOptions());
  const pending = useRef<string | null>(null);

  useEffect(() => {
    pending.current = serialized === saved.serialized ? null : serialized;
    if (pending.current === null) return;
    const timer = window.setTimeout(() => {
      saveDraft(
        { draft: JSON.parse(serialized) as Record<string, unknown> },
        {
          onSuccess: (stored) => {
            remember(stored.draft, stored.updated_at);
            setSaved({ serialized, at: stored.updated_at });
            setError(null);
          },
          onError: (failure) => setError(describeError(failure).message),
        },
      );
    }, autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [serialized, saved.serialized, saveDraft]);

  useEffect(
    () => () => {
      if (pending.current === null) return;
      const unsaved = JSON.parse(pending.current) as Record<string, unknown>;
      remember(unsaved, new Date().toISOString());
      void trpcClient.authoring.saveDraft.mutate({ draft: unsaved }).catch(() => undefined);
    },
    [],
  );

  const clear = useCallback(() => {
    deleteDraft(undefined, {
      onSuccess: () => {
        remember(null, null);
        setSaved({ serialized: JSON.stringify(emptyUploadDraft()), at: null });
        setError(null);
      },
      onError: (failure) => setError(describeError(failure).message),
    });
  }, [deleteDraft]);

  const dirty = serialized !== saved.serialized;
  const status: AutosaveStatus = saving
    ? { kind: 'saving' }
    : error !== null && dirty
      ? { kind: 'error', message: error }
      : dirty
        ? { kind: 'dirty' }
        : saved.at
          ? { kind: 'saved', at: saved.at }
          : { kind: 'idle' };
  return { status, clear };
}
