import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { generatorTypes } from '@ege/core/generators/generator-types';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { readAccessToken } from '../../../lib/access-token';
import { queryClient } from '../../../lib/query-client';
import { trpc, trpcClient } from '../../../lib/trpc';
import { type TrainerType } from '../utils/trainer-types';

export type OpenRandomTask = {
  /** Opens a random task of the type; with currentId, one other than the task on screen if there is one. */
  open: (type: TrainerType, currentId?: number) => void;
  /** The type being fetched, while it is. */
  pendingType: TrainerType | null;
  error: unknown;
  reset: () => void;
};

/** The random pick may land on the task on screen again; a couple more tries usually find another. */
const triesForAnother = 3;

/**
 * When the bank has no other task for the student (the one on screen is the only one left, or the
 * server already gave a generated one), a type with a generator draws a fresh task (decision 040).
 */
async function pickRandomTask(type: number, currentId: number | undefined) {
  let task = await trpcClient.tasks.random.query({ type, subject: 'inf' });
  for (let tries = 1; tries < triesForAnother && task.id === currentId; tries += 1) {
    task = await trpcClient.tasks.random.query({ type, subject: 'inf' });
  }
  // A guest gets bank tasks only (issue 26): generating stores a task, which takes an account.
  if (task.id === currentId && generatorTypes.includes(type) && readAccessToken() !== null) return trpcClient.tasks.generate.mutate({ type, subject: 'inf' });
  return task;
}

/**
 * Asks for a random task of a type and goes to its page, with the task already in the cache so the
 * page shows it at once; the 19–21 block has a page of its own that picks the block itself.
 */
export function useOpenRandomTask(onError?: (error: unknown) => void): OpenRandomTask {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async ({ type, currentId }: { type: TrainerType; currentId?: number }) =>
      type === blockKey ? null : pickRandomTask(type, currentId),
    onSuccess: (task, { currentId }) => {
      if (task === null) return navigate({ to: '/trainer/block-19-21' });
      if (task.id === currentId) {
        notifications.show({ color: 'blue', message: 'Других заданий этого типа пока нет.' });
        return;
      }
      queryClient.setQueryData(trpc.tasks.byId.queryKey({ id: task.id }), task);
      return navigate({ to: '/trainer/task/$id', params: { id: String(task.id) } });
    },
    onError,
  });
  return {
    open: (type, currentId) => mutation.mutate({ type, currentId }),
    pendingType: mutation.isPending ? (mutation.variables?.type ?? null) : null,
    error: mutation.error,
    reset: mutation.reset,
  };
}
