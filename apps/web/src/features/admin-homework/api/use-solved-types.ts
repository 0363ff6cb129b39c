import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../lib/trpc';

/**
 * The types any selected student has solved before, for 'Типы, которые решали ученики' (decision 073:
 * an action the teacher takes, never a start the form sets); `ready` once every student's are known.
 */
export function useSolvedTypes(userIds: readonly number[]): { types: readonly number[]; ready: boolean } {
  const results = useQueries({ queries: userIds.map((user_id) => trpc.homework.solvedTypes.queryOptions({ user_id })) });
  const ready = results.every((result) => !result.isPending);
  const key = [...new Set(results.flatMap((result) => result.data?.types ?? []))].sort((a, b) => a - b).join(',');
  // Keyed on the types themselves: useQueries hands out a new array each render.
  const types = useMemo(() => (key === '' ? [] : key.split(',').map(Number)), [key]);
  return { types, ready };
}
