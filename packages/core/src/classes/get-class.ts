import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadReadableClass } from './class-access';
import type { ClassDetail, ClassStudent } from './class-schemas';
import { classSql } from './class-sql';

/** A class's students by name (a group's: its members but the caller, its leader). */
export async function readClassStudents(db: Knex | Knex.Transaction, userId: number, classId: number): Promise<ClassStudent[]> {
  const { rows } = await db.raw<{ rows: ClassStudent[] }>(classSql.students, { userId, classId });
  return rows;
}

/** The class with its students, read in one transaction so its count and list agree. */
export async function readClassDetail(db: Knex | Knex.Transaction, userId: number, classId: number): Promise<ClassDetail> {
  const found = await loadReadableClass(db, userId, classId);
  const students = await readClassStudents(db, userId, classId);
  return { ...found, students_count: students.length, students };
}

/** GET /classes/{id}/: 404 for a class the caller may not read. */
export async function getClass(deps: CoreDeps, user: AuthUser, classId: number): Promise<ClassDetail> {
  return readClassDetail(deps.db, user.id, classId);
}
