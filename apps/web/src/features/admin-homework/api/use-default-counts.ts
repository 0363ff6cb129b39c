import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../lib/trpc';
import type { TypeCounts } from '../../../lib/type-counts';
import { defaultHomeworkCounts } from '../utils/homework-counts';

/**
 * One task of each type any selected student has solved before (SPEC §2); `ready` turns true once
 * every student's types are known, so the form does not start from the wrong counts.
 */
export function useDefaultCounts(userIds: readonly number[]): { counts: TypeCounts; ready: boolean } {
  const results = useQueries({ queries: userIds.map((user_id) => trpc.homework.solvedTypes.queryOptions({ user_id })) });
  const types = results.flatMap((result) => result.data?.types ?? []);
  const ready = results.every((result) => !result.isPending);
  const key = [...new Set(types)].sort((a, b) => a - b).join(',');
  // Keyed on the types themselves: useQueries hands out a new array each render.
  const counts = useMemo(() => defaultHomeworkCounts(key === '' ? [] : key.split(',').map(Number)), [key]);
  return { counts, ready };
}
