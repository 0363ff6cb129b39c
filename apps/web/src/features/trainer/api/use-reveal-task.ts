import type { RevealResult } from '@ege/core/tasks/bank/task-schemas';
import { useMutation } from '@tanstack/react-query';
import { invalidateAfterSolve } from '../../../lib/invalidate-after-solve';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** 'Показать ответ': the answer (and what else the student may now see); the task counts as revealed, so a solve's reads refresh. */
export function useRevealTask(taskId: number, onRevealed: (answer: RevealResult) => void) {
  return useMutation({
    ...trpc.tasks.reveal.mutationOptions(),
    onSuccess: (answer) => {
      onRevealed(answer);
      void invalidateAfterSolve(queryClient, { taskId });
    },
  });
}
