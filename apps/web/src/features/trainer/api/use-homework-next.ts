import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';
import { useCurrentHomework } from '../../../lib/use-current-homework';
import { homeworkHolds, homeworkStepOf } from '../utils/current-homework';

/**
 * 'Следующее задание ДЗ' for the tasks on screen: shown when one of them is in the current assignment. Which
 * tasks that holds is read from the cached homework list; only the click asks the server what is next.
 */
export function useHomeworkNext(taskIds: readonly number[], { staleTime }: { staleTime?: number } = {}) {
  const navigate = useNavigate();
  // The list is kept for 5 minutes (SPEC §9), so a trainer page asks for it once in a while, not per task.
  const { current } = useCurrentHomework({ staleTime });
  const [done, setDone] = useState(false);
  const next = useMutation({
    mutationFn: () => trpcClient.homework.next.query(),
    onSuccess: async (answer) => {
      if (!current) return;
      const step = homeworkStepOf(answer, current.id, taskIds);
      if (step.kind === 'done') return setDone(true);
      if (step.kind === 'here') return notifications.show({ color: 'blue', message: 'Следующее задание ДЗ — это: решите его.' });
      if (step.kind === 'block') return navigate({ to: '/trainer/block-19-21', search: { task: step.taskId } });
      return navigate({ to: '/trainer/task/$id', params: { id: String(step.id) } });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Ошибка', message: `Ошибка: ${describeError(error).message}` }),
  });
  return {
    current,
    shown: homeworkHolds(current, taskIds),
    open: () => next.mutate(),
    loading: next.isPending,
    done,
    /** 'Ок' on the completion dialog: the profile shows the homework, now completed. */
    finish: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.homework.list.pathKey() });
      await navigate({ to: '/profile' });
    },
  };
}
