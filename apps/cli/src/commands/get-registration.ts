import type { RegistrationStatus } from '@ege/core/settings/registration-setting';
import type { CliSession } from '../session/open-cli-session';

/** `ege settings registration` without a state: the same public status the sign-up page asks for. */
export function getRegistration(session: CliSession): Promise<RegistrationStatus> {
  return session.caller.users.registerStatus();
}
