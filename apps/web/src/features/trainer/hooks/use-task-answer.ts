import { answerLayoutOf, type AnswerLayout } from '@ege/core/tasks/checking/answer-layout';
import type { CheckResult, RevealResult, TaskPayload } from '@ege/core/tasks/bank/task-schemas';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { useCheckTask, type CheckSent } from '../../../lib/use-check-task';
import { useSession } from '../../../lib/use-session';
import { useGuestCheckTask } from '../api/use-guest-check-task';
import { useRevealTask } from '../api/use-reveal-task';
import { useTask } from '../api/use-task';
import { answerValueOf, checkFieldsOf, emptyAnswerOf, isBlankAnswer, type AnswerValue } from '@ege/core/tasks/checking/answer-value';
import { checkAnswerForm, type AnswerFormProblem } from '@ege/core/tasks/checking/check-answer-form';
import { revealTitleOf } from '@ege/core/tasks/bank/reveal-title';
import { messages } from '@ege/core/text/messages';

export const emptyAnswerMessage = messages.emptyAnswer;

export type TaskAnswer = {
  layout: AnswerLayout;
  value: AnswerValue;
  setValue: (value: AnswerValue) => void;
  inputError: string | null;
  /** The answer's form cannot be right: told before a check, which it would cost (decision 022). */
  formProblem: AnswerFormProblem | null;
  /** The crowded cell's values put into the cells. */
  spreadValues: () => void;
  /** Checks sent from this page, failed ones included (SPEC §4 Answer check). */
  attempts: number;
  result: CheckResult | null;
  /** The check itself failed: no verdict, only an attempt. */
  checkError: string | null;
  checking: boolean;
  /** `asIs` sends an answer whose form was questioned. */
  check: (solvingTime: number, asIs?: boolean) => void;
  solvedBefore: boolean;
  solved: boolean;
  /** Seconds on the timer when the correct answer went in. */
  solvedIn: number | null;
  revealed: RevealResult | null;
  /** Over the revealed answer: 'Вы подсмотрели ответ', or the results that showed it (decision 051). */
  revealTitle: string;
  reveal: () => void;
  revealing: boolean;
  revealError: string | null;
  /** The solution document, once solved or revealed here or before. */
  solutionDocument: string | null;
  /** The worked solution ('Разбор'), under the same rule as the solution document. */
  solution: string | null;
  locked: boolean;
  /** The confetti of a correct answer, played once. */
  celebrating: boolean;
  endCelebration: () => void;
  /** Not signed in: checks go to the guest check, kept in this browser; no reveal, no experience (issue 26). */
  guest: boolean;
};

/** The answer, checks and reveal of one task: the state a single task and each block question keep. */
export function useTaskAnswer(task: TaskPayload, onSolved?: () => void): TaskAnswer {
  const layout = answerLayoutOf(task.type, task.table_shape);
  const [solvedBefore] = useState(task.status === 'solved');
  const [value, setValue] = useState<AnswerValue>(() => (solvedBefore ? answerValueOf(layout, task.answer, task.answers) : emptyAnswerOf(layout)));
  const [inputError, setInputError] = useState<string | null>(null);
  const [formProblem, setFormProblem] = useState<AnswerFormProblem | null>(null);
  const [attempts, setAttempts] = useState(0);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [solvedIn, setSolvedIn] = useState<number | null>(null);
  const [celebrated, setCelebrated] = useState(false);
  const [revealed, setRevealed] = useState<RevealResult | null>(() =>
    task.status === 'waiting' ? { task_id: task.id, answer: task.answer ?? null, answers: task.answers ?? null, solution: task.solution ?? null } : null,
  );

  const guest = useSession().status === 'signed-out';
  const verdictCallbacks = {
    onVerdict: (verdict: CheckResult, input: CheckSent) => {
      setAttempts((count) => count + 1);
      setResult(verdict);
      if (verdict.is_correct) {
        setSolvedIn(typeof input.solving_time === 'number' ? input.solving_time : null);
        onSolved?.();
      }
      if (verdict.level_up) {
        notifications.show({ color: 'yellow', title: 'Новый уровень!', message: `Поздравляем! Вы достигли уровня ${verdict.level}.`, autoClose: 5000 });
      }
    },
    onError: (error: unknown) => {
      setAttempts((count) => count + 1);
      const described = describeError(error);
      const fieldError = described.fields.user_answer?.[0] ?? described.fields.user_table_answer?.[0];
      if (fieldError) setInputError(fieldError);
      else setCheckError(described.message);
    },
  };
  const signedInCheck = useCheckTask(task.id, verdictCallbacks);
  const guestCheck = useGuestCheckTask(task, verdictCallbacks);
  const checkMutation = guest ? guestCheck : signedInCheck;

  const revealMutation = useRevealTask(task.id, setRevealed);

  const solved = solvedBefore || result?.is_correct === true;
  const locked = solved || revealed !== null;
  // A task solved on this page gets its solutions only in the task as read again (the payload held none).
  const fresh = useTask(task.id, !guest && (result?.is_correct === true || revealMutation.isSuccess) && task.solution === undefined);
  const update = (next: AnswerValue) => {
    setValue(next);
    setInputError(null);
    setFormProblem(null);
  };
  return {
    layout,
    value,
    setValue: update,
    inputError,
    formProblem,
    spreadValues: () => {
      if (formProblem?.spread) update({ kind: 'table', rows: formProblem.spread });
    },
    attempts,
    result,
    checkError,
    checking: checkMutation.isPending,
    check: (solvingTime, asIs = false) => {
      if (isBlankAnswer(value)) return setInputError(emptyAnswerMessage);
      const problem = asIs ? null : checkAnswerForm(task.type, layout, value);
      setFormProblem(problem);
      if (problem) return;
      setCheckError(null);
      checkMutation.mutate({ task_id: task.id, task_type: task.type, solving_time: solvingTime, attempts: attempts + 1, ...checkFieldsOf(value) });
    },
    solvedBefore,
    solved,
    solvedIn,
    revealed,
    revealTitle: revealTitleOf(task.answer_shown_in),
    reveal: () => revealMutation.mutate({ id: task.id }),
    revealing: revealMutation.isPending,
    revealError: revealMutation.error ? describeError(revealMutation.error).message : null,
    solutionDocument: locked ? (task.solution_document ?? fresh.data?.solution_document ?? null) : null,
    solution: locked ? (task.solution ?? revealed?.solution ?? fresh.data?.solution ?? null) : null,
    locked,
    celebrating: result?.is_correct === true && !solvedBefore && !celebrated,
    endCelebration: () => setCelebrated(true),
    guest,
  };
}
