import type { AppRouter } from '@ege/api/app-router';
import type { CheckResult } from '@ege/core/tasks/bank/task-schemas';
import { useMutation } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import { invalidateAfterSolve } from './invalidate-after-solve';
import { queryClient } from './query-client';
import { trpc } from './trpc';

/** What a screen sends to tasks.check (as it sends it, before the server's coercions). */
export type CheckSent = inferRouterInputs<AppRouter>['tasks']['check'];

type CheckCallbacks = {
  onVerdict: (verdict: CheckResult, sent: CheckSent) => void;
  onError?: (error: unknown) => void;
};

/**
 * The check of an answer to one task (the trainer, a block's question, a variant's inline check,
 * practice): every verdict refreshes what a solve changes, in one place, whichever screen asked.
 */
export function useCheckTask(taskId: number, { onVerdict, onError }: CheckCallbacks) {
  return useMutation({
    ...trpc.tasks.check.mutationOptions(),
    onSuccess: (verdict, sent) => {
      onVerdict(verdict, sent);
      void invalidateAfterSolve(queryClient, { taskId });
    },
    onError,
  });
}
