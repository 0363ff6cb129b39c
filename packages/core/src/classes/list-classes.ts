import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { toClassSummary, type ClassRow } from './class-access';
import type { ClassList } from './class-schemas';
import { classSql } from './class-sql';

/** GET /classes/: the class of the group the caller leads (made on this first look) and his lists. */
export async function listClasses(deps: CoreDeps, user: AuthUser): Promise<ClassList> {
  await deps.db.raw(classSql.syncGroupClasses, { userId: user.id, now: deps.clock.now() });
  const { rows } = await deps.db.raw<{ rows: ClassRow[] }>(classSql.list, { userId: user.id });
  return { classes: rows.map(toClassSummary) };
}
