import { migrateLatest } from '@ege/db/migrate-latest';
import type { CliSession } from '../session/open-cli-session';

/** `ege db migrate`: the names of the migrations applied now (none when the schema is current). */
export function migrateDatabase(session: CliSession): Promise<string[]> {
  return migrateLatest(session.db);
}
