import type { Profile, SetUserRoleInput } from '@ege/core/identity/user-schemas';
import type { CliSession } from '../session/open-cli-session';

/** `ege users set-role`: the admin procedure, as the local operator. */
export function setUserRole(session: CliSession, input: SetUserRoleInput): Promise<Profile> {
  return session.caller.admin.setUserRole(input);
}
