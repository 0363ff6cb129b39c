import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/**
 * The signed-in student's chance to solve each type on the first try (GET /users/mastery/, issue 18),
 * keyed as users.progress: the block 19–21 shows the mean of its tried types. An untried type has
 * null, 'нет данных' (decision 050); while loading there is nothing to show.
 */
export function useTypeChances(): Record<string, number | null> | undefined {
  const mastery = useQuery({ ...trpc.learning.mastery.queryOptions(), staleTime: 60_000 });
  if (!mastery.data) return undefined;
  const chances: Record<string, number | null> = {};
  const block: number[] = [];
  for (const { type, probability } of mastery.data.types) {
    if (type >= 19 && type <= 21) {
      if (probability !== null) block.push(probability);
    } else chances[String(type)] = probability;
  }
  chances[blockKey] = block.length > 0 ? block.reduce((sum, chance) => sum + chance, 0) / block.length : null;
  return chances;
}
