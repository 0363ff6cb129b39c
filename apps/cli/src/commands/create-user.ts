import type { CreateUserInput, Profile } from '@ege/core/identity/user-schemas';
import type { CliSession } from '../session/open-cli-session';

/** `ege users create`: the admin procedure, as the local operator. */
export function createUser(session: CliSession, input: CreateUserInput): Promise<Profile> {
  return session.caller.admin.createUser(input);
}
