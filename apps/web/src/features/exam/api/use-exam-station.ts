import { examDurationSeconds, type ExamFinish, type ExamSession, type ExamTask } from '@ege/core/exam/exam-schemas';
import { emptyAnswerOf, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { answerLayoutOf } from '@ege/core/tasks/checking/answer-layout';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { invalidateAfterSolve } from '../../../lib/invalidate-after-solve';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';
import { createExamAnswerSaver, type ExamAnswerSaver, type ExamEntry, type ExamSaveFailure, type ExamSaveState } from '../utils/exam-answer-saver';
import { answerValueOfTask, examAnswerOf } from '../utils/exam-answers';
import { readUnsavedAnswers, writeUnsavedAnswers } from '../utils/unsaved-answers-store';

/** A save a second after the last keystroke; after a failure, again in 3, 6, 12 … up to 30 seconds. */
const typingDelayMs = 1000;
const retryDelayMs = (attempt: number) => Math.min(30_000, 3000 * 2 ** (attempt - 1));

export type ExamStation = {
  tasks: ExamTask[];
  values: Record<string, AnswerValue>;
  saveState: ExamSaveState;
  finishing: boolean;
  setAnswer: (task: ExamTask, value: AnswerValue) => void;
  saveNow: (task: ExamTask) => void;
  clear: (task: ExamTask) => void;
  /** The student's 'Завершить' (false: answers stay unsaved, nothing is finished) or the clock's zero (finishes whatever). */
  finish: (by: 'student' | 'time') => void;
};

function failureOf(error: unknown): ExamSaveFailure {
  const described = describeError(error);
  const retry = described.network || described.status === 0 || described.status >= 500 || described.status === 408 || described.status === 429;
  return { message: described.message, retry };
}

type Start = { values: Record<string, AnswerValue>; spentMs: Map<number, number>; unsaved: Map<number, ExamEntry> };

/** The server's answers, with what this device typed and the server had not confirmed on top. */
function startOf(session: ExamSession): Start {
  const unsaved = readUnsavedAnswers(session.id);
  const values: Record<string, AnswerValue> = {};
  const spentMs = new Map<number, number>();
  for (const task of session.tasks) {
    const saved = session.answers[String(task.id)];
    const local = unsaved.get(task.id);
    values[String(task.id)] = answerValueOfTask(task, local ? local.answer : saved);
    spentMs.set(task.id, Math.max(saved?.time_spent ?? 0, local?.time_spent ?? 0) * 1000);
  }
  for (const taskId of unsaved.keys()) if (!spentMs.has(taskId)) unsaved.delete(taskId);
  return { values, spentMs, unsaved };
}

/**
 * One rehearsal at the station: the answers as typed, saved to the server as they change (and kept
 * on the device until it confirms), the seconds each task is open, and the finish.
 */
export function useExamStation(session: ExamSession, currentTaskId: number): ExamStation {
  const navigate = useNavigate();
  const [start] = useState(() => startOf(session));
  const [values, setValues] = useState(start.values);
  const [saveState, setSaveState] = useState<ExamSaveState>({ status: 'idle' });
  const [finishing, setFinishing] = useState(false);
  const latestValues = useRef(values);
  const spentMs = useRef(start.spentMs);
  const open = useRef<{ taskId: number; since: number } | null>(null);
  const done = useRef(false);

  const saverRef = useRef<ExamAnswerSaver | null>(null);
  // Made on first use, outside render.
  const saver = useCallback((): ExamAnswerSaver => {
    saverRef.current ??= createExamAnswerSaver({
      send: async (taskId, entry) => {
        await trpcClient.exam.saveAnswer.mutate({ id: session.id, task_id: taskId, answer: entry.answer, time_spent: entry.time_spent });
      },
      describe: failureOf,
      delayMs: typingDelayMs,
      retryDelayMs,
      onState: setSaveState,
      onUnsaved: (unsaved) => writeUnsavedAnswers(session.id, unsaved),
    });
    return saverRef.current;
  }, [session.id]);

  const secondsOf = useCallback((taskId: number): number => {
    let ms = spentMs.current.get(taskId) ?? 0;
    if (open.current?.taskId === taskId) ms += performance.now() - open.current.since;
    return Math.min(examDurationSeconds, Math.floor(ms / 1000));
  }, []);
  const entryOf = useCallback(
    (taskId: number): ExamEntry => {
      const value = latestValues.current[String(taskId)];
      return { answer: value ? examAnswerOf(value) : null, time_spent: secondsOf(taskId) };
    },
    [secondsOf],
  );

  const sentSeconds = useRef(new Map<number, number>());
  /** Saves a task's answer as it is now with its seconds: a second after typing, or at once. */
  const put = useCallback(
    (taskId: number, now: boolean) => {
      const entry = entryOf(taskId);
      sentSeconds.current.set(taskId, entry.time_spent);
      saver().put(taskId, entry, now);
    },
    [entryOf, saver],
  );

  // What the server did not confirm before the last reload goes again.
  useEffect(() => {
    for (const [taskId, entry] of start.unsaved) saver().put(taskId, entry, true);
  }, [start, saver]);

  // The seconds of the task left behind are kept: saved with its answer as it is, when they grew.
  useEffect(() => {
    const previous = open.current;
    if (previous?.taskId === currentTaskId) return;
    if (previous && !done.current) {
      const seconds = secondsOf(previous.taskId);
      const sent = sentSeconds.current.get(previous.taskId) ?? Math.floor((spentMs.current.get(previous.taskId) ?? 0) / 1000);
      if (seconds > sent) put(previous.taskId, true);
      spentMs.current.set(previous.taskId, (spentMs.current.get(previous.taskId) ?? 0) + performance.now() - previous.since);
    }
    open.current = { taskId: currentTaskId, since: performance.now() };
  }, [currentTaskId, secondsOf, put]);

  // A closed or hidden tab: the open task's seconds go to the server if they can, and to the device anyway.
  useEffect(() => {
    const onHide = () => {
      if (done.current || !open.current) return;
      put(open.current.taskId, true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [put]);

  // Leaving the station inside the app saves the open task's time too.
  useEffect(
    () => () => {
      if (done.current || !open.current) return;
      put(open.current.taskId, true);
    },
    [put],
  );

  const showResult = useCallback(
    (result: ExamFinish | null) => {
      done.current = true;
      saver().stop();
      writeUnsavedAnswers(session.id, new Map());
      if (result) {
        const { achievements_earned: _earned, ...rest } = result;
        queryClient.setQueryData(trpc.exam.result.queryKey({ id: session.id }), rest);
      }
      // A finish that found it finished (by time, on the server) reports 0 experience; the result reports the rehearsal's.
      void queryClient.invalidateQueries({ queryKey: trpc.exam.result.queryKey({ id: session.id }) });
      void queryClient.invalidateQueries({ queryKey: trpc.exam.list.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.exam.get.queryKey({ id: session.id }) });
      void invalidateAfterSolve(queryClient);
      void navigate({ to: '/exam/$id/result', params: { id: String(session.id) }, replace: true });
    },
    [navigate, saver, session.id],
  );

  const finishMutation = useMutation({
    ...trpc.exam.finish.mutationOptions(),
    onSuccess: (result) => showResult(result),
    onError: async (error) => {
      // The server may have finished it already (the time ran out there first): its result is there.
      const fresh = await queryClient.fetchQuery({ ...trpc.exam.get.queryOptions({ id: session.id }), staleTime: 0 }).catch(() => null);
      if (fresh?.status === 'finished') return showResult(null);
      setFinishing(false);
      notifications.show({ color: 'red', title: 'Не удалось завершить экзамен', message: describeError(error).message });
    },
  });

  const tasksById = useMemo(() => new Map(session.tasks.map((task) => [task.id, task])), [session.tasks]);

  return {
    tasks: session.tasks,
    values,
    saveState,
    finishing,
    setAnswer: (task, value) => {
      if (done.current) return;
      setValues((current) => ({ ...current, [String(task.id)]: value }));
      latestValues.current = { ...latestValues.current, [String(task.id)]: value };
      put(task.id, false);
    },
    saveNow: (task) => {
      if (!done.current) put(task.id, true);
    },
    clear: (task) => {
      if (done.current || !tasksById.has(task.id)) return;
      const empty = emptyAnswerOf(answerLayoutOf(task.type, task.table_shape));
      setValues((current) => ({ ...current, [String(task.id)]: empty }));
      latestValues.current = { ...latestValues.current, [String(task.id)]: empty };
      put(task.id, true);
    },
    finish: (by) => {
      if (finishing || done.current) return;
      setFinishing(true);
      if (open.current) put(open.current.taskId, false);
      void saver()
        .flush()
        .then((saved) => {
          if (!saved && by === 'student') {
            setFinishing(false);
            notifications.show({
              color: 'orange',
              title: 'Ответы ещё не сохранены на сервере',
              message: 'Экзамен не завершён: проверьте соединение и нажмите «Завершить экзамен» ещё раз. Ответы сохранены на этом устройстве.',
            });
            return;
          }
          finishMutation.mutate({ id: session.id });
        });
    },
  };
}
