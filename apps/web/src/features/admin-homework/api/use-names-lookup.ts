import { maxNamesPerLookup } from '@ege/core/users/find-users-by-names-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpcClient } from '../../../lib/trpc';
import type { StudentRef } from '../utils/student-ref';

/** Exact names, a hundred a call (users.lookup): a class list is a few calls. */
async function lookUpNames(names: string[]): Promise<StudentRef[]> {
  const found: StudentRef[] = [];
  for (let start = 0; start < names.length; start += maxNamesPerLookup) {
    const answer = await trpcClient.users.lookup.query({ usernames: names.slice(start, start + maxNamesPerLookup) });
    found.push(...answer.results);
  }
  return found;
}

/** Students by a pasted list of usernames; `onFound` gets those found and the names asked. */
export function useNamesLookup(onFound: (found: StudentRef[], names: string[]) => void) {
  return useMutation({ mutationFn: lookUpNames, onSuccess: onFound });
}
