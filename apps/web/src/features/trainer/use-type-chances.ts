import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { blockType } from './trainer-types';

/**
 * The signed-in student's chance to solve each type on the first try (GET /users/mastery/, issue 18),
 * keyed as users.progress: the block 19–21 shows the mean of its tried types. An untried type has
 * none (decision 050), and neither does the menu while the estimate is loading.
 */
export function useTypeChances(): Record<string, number> | undefined {
  const mastery = useQuery({ ...trpc.learning.mastery.queryOptions(), staleTime: 60_000 });
  if (!mastery.data) return undefined;
  const chances: Record<string, number> = {};
  const block: number[] = [];
  for (const { type, probability } of mastery.data.types) {
    if (probability === null) continue;
    if (type >= 19 && type <= 21) block.push(probability);
    else chances[String(type)] = probability;
  }
  if (block.length > 0) chances[blockType] = block.reduce((sum, chance) => sum + chance, 0) / block.length;
  return chances;
}
