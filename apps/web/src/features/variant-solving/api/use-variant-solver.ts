import type { VariantAnswers, VariantDetail, VariantFinish } from '@ege/core/variants/variant-schemas';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { describeError } from '../../../lib/describe-error';
import { invalidateAfterSolve } from '../../../lib/invalidate-after-solve';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';
import { readLocalDraft, removeLocalDraft, writeAnswersHandoff, writeLocalDraft } from '../utils/local-draft-store';
import { createProgressSaver, type ProgressSaver, type SaveStatus } from '../utils/progress-saver';
import { sendProgressOnLeave } from './send-progress-on-leave';
import { useElapsedTimer, type ElapsedTimer } from '../hooks/use-elapsed-timer';
import { answersForServer, withAnswer } from '../utils/variant-answers';
import { pickDraft, startingPointOf, type InlineVerdicts } from '../utils/variant-draft';
import { draftStorageKeyOf } from '../utils/variant-storage-keys';

/** SPEC: a server save 1.5 s after the last change; the local draft keeps the time every few seconds. */
const serverSaveDelayMs = 1500;
const localTimeSaveMs = 5000;

export type VariantSolver = {
  answers: VariantAnswers;
  currentIndex: number;
  verdicts: InlineVerdicts;
  timer: ElapsedTimer;
  saveStatus: SaveStatus;
  finishing: boolean;
  setAnswer: (taskId: number, value: AnswerValue) => void;
  goTo: (index: number) => void;
  recordVerdict: (taskId: number, answerKey: string, isCorrect: boolean) => void;
  /** Sends the progress now: 'Сохранить ответ'. */
  saveNow: () => void;
  saveDraft: () => Promise<void>;
  exit: () => Promise<void>;
  finish: () => void;
};

type Progress = { answers: VariantAnswers; currentIndex: number; verdicts: InlineVerdicts };

/**
 * The state of one variant being solved: answers, the open task, the timer and inline verdicts;
 * kept in the local draft and on the server, and handed to the results page on finishing.
 */
export function useVariantSolver(variant: VariantDetail): VariantSolver {
  const navigate = useNavigate();
  const storageKey = draftStorageKeyOf(variant);
  const [start] = useState(() => startingPointOf(pickDraft(readLocalDraft(storageKey), variant.session), variant.task_payloads.map((task) => task.id)));
  const [answers, setAnswers] = useState(start.answers);
  const [currentIndex, setCurrentIndex] = useState(start.currentIndex);
  const [verdicts, setVerdicts] = useState(start.verdicts);
  const [finished, setFinished] = useState(false);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  const [finishing, setFinishing] = useState(false);
  const timer = useElapsedTimer(start.elapsedSeconds, !finished);
  const readSeconds = timer.read;

  const latest = useRef<Progress>(start);
  const done = useRef(false);
  const leaving = useRef(false);

  const payload = useCallback(
    () => ({ id: variant.id, answers: answersForServer(latest.current.answers), elapsed_seconds: readSeconds(), current_index: latest.current.currentIndex }),
    [variant.id, readSeconds],
  );
  const saveLocal = useCallback(() => {
    if (!done.current) writeLocalDraft(storageKey, { ...latest.current, elapsedSeconds: readSeconds() });
  }, [storageKey, readSeconds]);
  const saverRef = useRef<ProgressSaver | null>(null);
  // Made on first use, outside render: it reads the latest progress when it sends.
  const saver = useCallback((): ProgressSaver => {
    saverRef.current ??= createProgressSaver({ send: () => trpcClient.variants.saveProgress.mutate(payload()), delayMs: serverSaveDelayMs, onStatus: setSaveStatus });
    return saverRef.current;
  }, [payload]);

  useEffect(() => {
    const changed = answers !== start.answers || currentIndex !== start.currentIndex || verdicts !== start.verdicts;
    latest.current = { answers, currentIndex, verdicts };
    if (!changed || done.current) return;
    saveLocal();
    // While finishing, the finish itself sends the answers.
    if (!finishing) saver().schedule();
  }, [answers, currentIndex, verdicts, start, saveLocal, saver, finishing]);

  useEffect(() => {
    if (finished) return;
    const timerId = window.setInterval(saveLocal, localTimeSaveMs);
    const onHide = () => {
      if (done.current) return;
      saveLocal();
      saver().cancel();
      sendProgressOnLeave(payload());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timerId);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [finished, saveLocal, saver, payload]);

  // Leaving the page inside the app (a header link, the back button) saves too.
  useEffect(
    () => () => {
      if (done.current) return;
      saveLocal();
      if (!leaving.current) void saver().flush();
    },
    [saveLocal, saver],
  );

  const finishMutation = useMutation({
    ...trpc.variants.finish.mutationOptions(),
    // The toasts of achievements_earned come from the query client's mutation cache; the results page keeps the rest.
    onSuccess: ({ achievements_earned: _earned, ...results }: VariantFinish, input) => {
      done.current = true;
      saver().stop();
      setFinished(true);
      removeLocalDraft(storageKey);
      writeAnswersHandoff(variant.id, input.answers);
      queryClient.setQueryData(trpc.variants.results.queryKey({ id: variant.id }), results);
      void queryClient.invalidateQueries({ queryKey: trpc.variants.byId.queryKey({ id: variant.id }) });
      void invalidateAfterSolve(queryClient);
      void navigate({ to: '/variant/$id/results', params: { id: String(variant.id) } });
    },
    onError: (error) => {
      setFinishing(false);
      notifications.show({ color: 'red', title: 'Не удалось завершить вариант', message: describeError(error).message });
    },
  });

  return {
    answers,
    currentIndex,
    verdicts,
    timer,
    saveStatus,
    finishing,
    setAnswer: (taskId, value) => setAnswers((current) => withAnswer(current, taskId, value)),
    goTo: (index) => setCurrentIndex(Math.min(Math.max(0, index), variant.task_payloads.length - 1)),
    recordVerdict: (taskId, answerKey, isCorrect) => setVerdicts((current) => ({ ...current, [String(taskId)]: { answerKey, isCorrect } })),
    saveNow: () => void saver().flush(),
    saveDraft: async () => {
      saveLocal();
      const result = await saver().flush();
      if (result.ok) notifications.show({ color: 'green', title: 'Черновик сохранён', message: 'Ответы и время сохранены: можно вернуться к варианту позже.' });
      else notifications.show({ color: 'red', title: 'Не удалось сохранить черновик', message: `${describeError(result.error).message}. Ответы сохранены на этом устройстве.` });
    },
    exit: async () => {
      saveLocal();
      const result = await saver().flush();
      if (!result.ok) notifications.show({ color: 'orange', title: 'Прогресс сохранён только на этом устройстве', message: describeError(result.error).message });
      leaving.current = true;
      await navigate({ to: '/variants' });
    },
    finish: () => {
      if (finishing || done.current) return;
      setFinishing(true);
      // A save landing after the finish would make the finished attempt look unfinished.
      saver().cancel();
      void saver()
        .settle()
        .then(() => finishMutation.mutate({ id: variant.id, answers: answersForServer(latest.current.answers), elapsed_seconds: readSeconds() }));
    },
  };
}
