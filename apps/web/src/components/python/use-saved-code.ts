import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import { codeDraftKey, pickCode, readCodeDraft, writeCodeDraft, type CodePlace } from './code-drafts';

export type SaveState = { kind: 'saved' } | { kind: 'saving' } | { kind: 'local' } | { kind: 'error'; message: string };

export type SavedCode = {
  /** null until the saved code is known (a signed-in student's comes from the server). */
  code: string | null;
  setCode: (code: string) => void;
  save: SaveState;
};

const saveDelayMs = 800;

/**
 * A program kept per student and task (and per rehearsal): on the server for a signed-in student, so
 * it follows them to another device, and in this browser as well, so a change made offline is kept
 * and sent once the network is back. A guest's code stays in this browser only.
 */
export function useSavedCode(place: CodePlace | null, fallback: string): SavedCode {
  const session = useSession();
  const owner = session.status === 'signed-in' ? session.user.id : session.status === 'signed-out' ? 'guest' : null;
  const key = owner === null || place === null ? null : codeDraftKey(owner, place);
  const remote = typeof owner === 'number' && place !== null;
  const input = place === null || place.examId === null ? { id: place?.taskId ?? 0 } : { id: place.taskId, exam_id: place.examId };
  const query = useQuery({ ...trpc.tasks.getCode.queryOptions(input), enabled: remote, staleTime: Number.POSITIVE_INFINITY, retry: 1 });
  const mutation = useMutation(trpc.tasks.saveCode.mutationOptions());
  const [code, setCodeState] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; code: string } | null>(null);
  const { mutate } = mutation;

  const send = useCallback(
    (text: string) => {
      if (!remote || key === null) return;
      setSave({ kind: 'saving' });
      mutate(
        { ...input, code: text },
        {
          onSuccess: () => {
            const draft = readCodeDraft(key);
            if (draft?.code === text) writeCodeDraft(key, { ...draft, synced: true });
            setSave((state) => (pending.current ? state : { kind: 'saved' }));
          },
          onError: (error) => {
            const described = describeError(error);
            setSave(described.network ? { kind: 'local' } : { kind: 'error', message: described.message });
          },
        },
      );
    },
    // `input` is rebuilt each render from the place's two numbers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, key, mutate, place?.taskId, place?.examId],
  );

  // The text the editor opens with, once: later server answers never overwrite what is being typed.
  useEffect(() => {
    if (code !== null) return;
    if (place === null) return setCodeState(fallback);
    if (key === null) return;
    const local = readCodeDraft(key);
    if (!remote) return setCodeState(local?.code ?? fallback);
    if (query.isPending) return;
    const picked = pickCode(query.data ?? null, local);
    setCodeState(picked.code ?? fallback);
    if (picked.push && picked.code !== null) send(picked.code);
    if (query.isError) setSave({ kind: 'local' });
    // `place` and `fallback` are read once, for the first text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, remote, code, query.isPending, query.isError, query.data, send]);

  const flush = useCallback(() => {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    send(waiting.code);
  }, [send]);

  // Sent at once when the page goes (another task, the tab closed) and when the network comes back.
  useEffect(() => flush, [flush]);
  useEffect(() => {
    if (!remote || key === null) return;
    const onOnline = () => {
      const draft = readCodeDraft(key);
      if (draft && !draft.synced) send(draft.code);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [remote, key, send]);

  const setCode = useCallback(
    (text: string) => {
      setCodeState(text);
      if (key === null) return;
      writeCodeDraft(key, { code: text, savedAt: Date.now(), synced: false });
      if (!remote) return;
      if (pending.current) clearTimeout(pending.current.timer);
      setSave({ kind: 'saving' });
      pending.current = { code: text, timer: setTimeout(flush, saveDelayMs) };
    },
    [key, remote, flush],
  );

  return { code, setCode, save };
}
