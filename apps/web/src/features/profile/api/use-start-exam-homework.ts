import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { trpc } from '../../../lib/trpc';

/** 'Начать пробный экзамен' of a homework: the 27 tasks are drawn now; the homework list is stale (the rehearsal runs). */
export function useStartExamHomework({ onStarted, onError }: { onStarted: (session: ExamSession) => Promise<unknown> | void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.exam.start.mutationOptions(),
    onSuccess: async (session) => {
      void queryClient.invalidateQueries({ queryKey: trpc.homework.list.pathKey() });
      await onStarted(session);
    },
    onError,
  });
}
