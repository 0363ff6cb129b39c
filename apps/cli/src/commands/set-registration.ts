import type { RegistrationStatus } from '@ege/core/settings/registration-setting';
import type { CliSession } from '../session/open-cli-session';

/** `ege settings registration on|off`. */
export function setRegistration(session: CliSession, enabled: boolean): Promise<RegistrationStatus> {
  return session.caller.admin.setRegistration({ enabled });
}
