import type { Knex } from 'knex';
import { createUser } from '@ege/core/identity/create-user';
import type { Role } from '@ege/core/rules/roles';

export type DemoAccount = { username: string; password: string; role: Role };

export const demoAccounts: DemoAccount[] = [
  { username: 'admin', password: 'admin-demo-1', role: 'admin' },
  { username: 'teacher', password: 'teacher-demo-1', role: 'teacher' },
  { username: 'author', password: 'author-demo-1', role: 'author' },
  { username: 'moderator', password: 'moderator-demo-1', role: 'moderator' },
  { username: 'student', password: 'student-demo-1', role: 'student' },
];

const seededKey = 'demo_accounts_seeded';

/**
 * Creates the demo accounts once per database; a later start does not bring back an account that
 * an admin deleted. Returns the accounts created now (empty when seeded before).
 */
export async function seedDemoAccounts(db: Knex): Promise<DemoAccount[]> {
  return db.transaction(async (trx) => {
    const inserted = await trx('settings').insert({ key: seededKey, value: 'true' }).onConflict('key').ignore().returning('key');
    if (inserted.length === 0) return [];
    const created: DemoAccount[] = [];
    for (const account of demoAccounts) {
      const exists = await trx('users').whereRaw('lower(username) = lower(?)', [account.username]).first('id');
      if (exists) continue;
      await createUser(trx, { ...account, email: `${account.username}@demo.ege.local` });
      created.push(account);
    }
    return created;
  });
}
