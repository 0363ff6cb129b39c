import type { Knex } from 'knex';
import { z } from '../validation/z';
import { messages } from '../text/messages';

export const registrationStatusSchema = z.object({ registration_enabled: z.boolean(), message: z.string() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

export const registrationDisabledMessage = messages.registrationDisabled;
const registrationOpenMessage = 'Регистрация открыта';
const key = 'registration_enabled';

export async function getRegistrationStatus(db: Knex): Promise<RegistrationStatus> {
  const row = await db('settings').where({ key }).first('value');
  const enabled = row?.value !== false;
  return { registration_enabled: enabled, message: enabled ? registrationOpenMessage : registrationDisabledMessage };
}

export async function setRegistrationEnabled(db: Knex, enabled: boolean): Promise<RegistrationStatus> {
  await db('settings')
    .insert({ key, value: JSON.stringify(enabled) })
    .onConflict('key')
    .merge();
  return getRegistrationStatus(db);
}
