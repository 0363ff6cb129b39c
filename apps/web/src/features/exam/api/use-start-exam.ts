import type { ExamSession } from '@ege/core/exam/exam-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';
import { invalidateExamList } from './invalidate-exam-list';

/** 'Начать экзамен': the 27 tasks are drawn now; the list then holds the rehearsal in progress. */
export function useStartExam({ onStarted, onError }: { onStarted: (session: ExamSession) => void; onError: (error: unknown) => void }) {
  return useMutation({
    ...trpc.exam.start.mutationOptions(),
    onSuccess: (session) => {
      void invalidateExamList();
      onStarted(session);
    },
    onError,
  });
}
