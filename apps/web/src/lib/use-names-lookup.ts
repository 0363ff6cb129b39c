import { maxNamesPerLookup } from '@ege/core/users/find-users-by-names-schemas';
import { useMutation } from '@tanstack/react-query';
import { trpcClient } from './trpc';

/** A user found by an exact name: who a homework or a class gets. */
export type FoundStudent = { id: number; username: string };

/** Exact names, a hundred a call (users.lookup): a class list is a few calls. */
async function lookUpNames(names: string[]): Promise<FoundStudent[]> {
  const found: FoundStudent[] = [];
  for (let start = 0; start < names.length; start += maxNamesPerLookup) {
    const answer = await trpcClient.users.lookup.query({ usernames: names.slice(start, start + maxNamesPerLookup) });
    found.push(...answer.results);
  }
  return found;
}

/** Students by a pasted list of usernames; `onFound` gets those found and the names asked. */
export function useNamesLookup(onFound: (found: FoundStudent[], names: string[]) => void) {
  return useMutation({ mutationFn: lookUpNames, onSuccess: onFound });
}
