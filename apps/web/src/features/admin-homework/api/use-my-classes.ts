import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc';

/** The caller's classes (issue 29), for the 'Класс' tab's picker. */
export function useMyClasses() {
  return useQuery(trpc.classes.list.queryOptions());
}
