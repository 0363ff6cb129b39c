import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../../lib/trpc';

/**
 * The signed-in user's progress per type (0–100). A failure only leaves the bars at 0%: SPEC §8 has
 * 'Ошибка загрузки прогресса' logged, not shown, since the trainer works without it.
 */
export function useTypeProgress(enabled = true) {
  const progress = useQuery({ ...trpc.users.progress.queryOptions(), enabled });
  const { error } = progress;
  useEffect(() => {
    if (error) console.error('Ошибка загрузки прогресса', error);
  }, [error]);
  return progress;
}
