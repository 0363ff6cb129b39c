import type { CoreDeps } from '../context/core-deps';
import type { AuthUser } from '../identity/auth-user';
import { countKeys } from '../variants/variant-schemas';
import { loadReadableClass } from './class-access';
import { classForecastsOf } from './class-forecasts';
import { classPeriodOf } from './class-period';
import { classReportSql } from './class-report-sql';
import type { ClassForecast, ClassReport, ClassReportInput, ClassStudent, SharedWrongAnswer } from './class-schemas';
import { readClassStudents } from './get-class';
import { stuckTypesOf, toClassCells, type CellRow } from './to-class-cells';
import { toClassHomework, type HomeworkRow } from './to-class-homework';

const maxSharedWrongAnswers = 10;
type SharedRow = { task_id: number; type: number; answer: string; user_ids: number[] };

/**
 * GET /classes/{id}/report/?period=30 (decision 069): per student the first tries at each type in the
 * period's Moscow days, the forecast and the current homework from the caller; 'Где застряли' over all.
 * Each statement reads the whole class at once; the forecasts read each student's year in parallel.
 */
export async function getClassReport(deps: CoreDeps, user: AuthUser, input: ClassReportInput): Promise<ClassReport> {
  const found = await loadReadableClass(deps.db, user.id, input.id);
  const students = await readClassStudents(deps.db, user.id, input.id);
  const now = deps.clock.now();
  const span = classPeriodOf(now, input.period);
  const userIds = students.map((student) => student.id);
  const window = { userIds, from: span.from, to: span.to };
  const [cells, shared, homework, forecasts] = await Promise.all([
    deps.db.raw<{ rows: CellRow[] }>(classReportSql.cells, window).then((result) => result.rows),
    deps.db.raw<{ rows: SharedRow[] }>(classReportSql.sharedWrongAnswers, { ...window, limit: maxSharedWrongAnswers }).then((result) => result.rows),
    deps.db.raw<{ rows: HomeworkRow[] }>(classReportSql.homework, { userIds, teacherId: user.id }).then((result) => result.rows),
    classForecastsOf(deps.db, userIds, now),
  ]);
  const homeworkOf = new Map(homework.map((row) => [row.user_id, row]));
  const cellsOf = new Map<number, CellRow[]>();
  for (const cell of cells) cellsOf.set(cell.user_id, [...(cellsOf.get(cell.user_id) ?? []), cell]);
  const byId = new Map(students.map((student) => [student.id, student]));
  return {
    class: { ...found, students_count: students.length },
    period: input.period,
    from_day: span.fromDay,
    to_day: span.toDay,
    types: [...countKeys],
    students: students.map((student, index) => {
      const row = homeworkOf.get(student.id);
      return {
        ...student,
        cells: toClassCells(cellsOf.get(student.id) ?? []),
        forecast: forecasts[index] as ClassForecast,
        homework: row ? toClassHomework(row, now) : null,
      };
    }),
    stuck: {
      types: stuckTypesOf(cells),
      shared_wrong_answers: shared.map((row): SharedWrongAnswer => ({
        task_id: row.task_id,
        type: row.type,
        answer: row.answer,
        students: row.user_ids.map((id) => byId.get(id)).filter((student): student is ClassStudent => student !== undefined).sort((a, b) => a.username.localeCompare(b.username)),
      })),
    },
  };
}
