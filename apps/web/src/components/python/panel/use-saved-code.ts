import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { trpc } from '../../../lib/trpc';
import { useSession } from '../../../lib/use-session';
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
  // Sent even when the browser says it is offline: the failure is what tells 'kept in this browser', and
  // the 'online' listener below sends it again (a paused mutation would just say 'Сохраняется…').
  const mutation = useMutation({ ...trpc.tasks.saveCode.mutationOptions(), networkMode: 'always' });
  const [edited, setEdited] = useState<string | null>(null);
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

  // The text the editor opens with: what was typed here, else the kept code, read once it is known.
  // Later server answers never overwrite what is being typed: `edited` wins from the first key on.
  const local = useMemo(() => (key === null ? null : readCodeDraft(key)), [key]);
  const picked = remote && !query.isPending ? pickCode(query.data ?? null, local) : null;
  const opening = place === null ? fallback : key === null ? null : !remote ? (local?.code ?? fallback) : picked ? (picked.code ?? fallback) : null;
  const code = edited ?? opening;

  // A change made here while offline (or in a tab closed mid-save) goes to the server once it answers.
  const pushed = useRef(false);
  const push = picked?.push === true && picked.code !== null ? picked.code : null;
  useEffect(() => {
    if (push === null || pushed.current) return;
    pushed.current = true;
    send(push);
  }, [push, send]);

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
      setEdited(text);
      if (key === null) return;
      writeCodeDraft(key, { code: text, savedAt: Date.now(), synced: false });
      if (!remote) return;
      if (pending.current) clearTimeout(pending.current.timer);
      setSave({ kind: 'saving' });
      pending.current = { code: text, timer: setTimeout(flush, saveDelayMs) };
    },
    [key, remote, flush],
  );

  // The server could not be reached for the kept code: what is typed is kept in this browser meanwhile.
  const shown: SaveState = remote && query.isError && save.kind === 'saved' ? { kind: 'local' } : save;
  return { code, setCode, save: shown };
}
