import type { Knex } from 'knex';
import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { loadReadableClass } from './class-access';
import { classForecastsOf } from './class-forecasts';
import { classPeriodOf } from './class-period';
import { classReportSql, maxSharedWrongAnswers } from './class-report-sql';
import type { ClassReport, ClassReportInput } from './class-schemas';
import { readClassStudents } from './get-class';
import type { CellRow } from './to-class-cells';
import type { HomeworkRow } from './to-class-homework';
import { toClassReport, type SharedRow } from './to-class-report';

/**
 * GET /classes/{id}/report/?period=30 (decision 069): per student the first tries at each type in the
 * period's Moscow days, the forecast and the current homework from the caller; 'Где застряли' over all.
 * Each statement reads the whole class at once; the forecasts read each student's year, a few at once.
 */
export async function getClassReport(deps: CoreDeps, user: AuthUser, input: ClassReportInput): Promise<ClassReport> {
  const found = await loadReadableClass(deps.db, user.id, input.id);
  const students = await readClassStudents(deps.db, user.id, input.id);
  const now = deps.clock.now();
  const span = classPeriodOf(now, input.period);
  const userIds = students.map((student) => student.id);
  const window = { userIds, from: span.from, to: span.to };
  const rowsOf = <T>(sql: string, bindings: Knex.ValueDict) => deps.db.raw<{ rows: T[] }>(sql, bindings).then((result) => result.rows);
  const [cells, shared, homework, forecasts] = await Promise.all([
    rowsOf<CellRow>(classReportSql.cells, window),
    rowsOf<SharedRow>(classReportSql.sharedWrongAnswers, { ...window, limit: maxSharedWrongAnswers }),
    rowsOf<HomeworkRow>(classReportSql.homework, { userIds, teacherId: user.id }),
    classForecastsOf(deps.db, userIds, now),
  ]);
  return toClassReport({ found, students, period: input.period, span, cells, shared, homework, forecasts, now });
}
