import { hitRateLimit } from '../rate-limit/rate-limit';
import { hashPassword } from './password-hash';
import { issueSession, type IssuedSession } from './sessions';
import type { CoreDeps } from '../context/core-deps';
import { AppError } from '../errors/app-error';
import { getRegistrationStatus, registrationDisabledMessage } from '../settings/registration-setting';
import { assertFieldsFree, rethrowTakenField } from './taken-fields';
import { UserModel } from './user-model';
import type { RegisterInput } from './user-schemas';

export const registrationSuccessMessage = 'Регистрация и вход успешны!';

/** Self-registration as a student, signed in at once. */
export async function registerUser(deps: CoreDeps, input: RegisterInput, ip: string): Promise<IssuedSession> {
  await hitRateLimit(deps.db, `register:ip:${ip}`, deps.rateLimits.registerPerIp);
  const status = await getRegistrationStatus(deps.db);
  if (!status.registration_enabled) throw new AppError('FORBIDDEN', registrationDisabledMessage);
  await assertFieldsFree(deps.db, input);
  const password_hash = await hashPassword(input.password);
  const user = await UserModel.query(deps.db)
    .insert({ username: input.username, email: input.email, password_hash, role: 'student' })
    .returning('*')
    .catch(rethrowTakenField);
  return issueSession(deps.db, deps.tokenSecret, user);
}
