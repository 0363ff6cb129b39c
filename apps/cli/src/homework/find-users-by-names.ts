import { maxNamesPerLookup } from '@ege/core/users/find-users-by-names-schemas';
import type { CliApi } from '../api/cli-api';

export type NamedUser = { id: number; username: string };

/**
 * The users with these names (exact, any case) through the staff lookup, a hundred names a call; the
 * names nobody has, in the order given. A student is refused by the server here.
 */
export async function findUsersByNames(api: CliApi, names: readonly string[]): Promise<{ found: NamedUser[]; missing: string[] }> {
  const byName = new Map<string, NamedUser>();
  for (let start = 0; start < names.length; start += maxNamesPerLookup) {
    const { results } = await api.caller.users.lookup({ usernames: names.slice(start, start + maxNamesPerLookup) });
    for (const user of results) byName.set(user.username.toLowerCase(), user);
  }
  const found: NamedUser[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const user = byName.get(name.toLowerCase());
    if (user) found.push(user);
    else missing.push(name);
  }
  return { found, missing };
}
