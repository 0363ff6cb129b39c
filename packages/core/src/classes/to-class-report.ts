import { countKeys } from '../variants/variant-schemas';
import type { ClassPeriodSpan } from './class-period';
import type { ClassForecast, ClassReport, ClassStudent, ClassSummary, SharedWrongAnswer } from './class-schemas';
import { stuckTypesOf, toClassCells, type CellRow } from './to-class-cells';
import { toClassHomework, type HomeworkRow } from './to-class-homework';

export type SharedRow = { task_id: number; type: number; answer: string; user_ids: number[] };

export type ClassReportParts = {
  found: ClassSummary;
  students: readonly ClassStudent[];
  period: number;
  span: ClassPeriodSpan;
  cells: readonly CellRow[];
  shared: readonly SharedRow[];
  homework: readonly HomeworkRow[];
  /** In the students' order. */
  forecasts: readonly ClassForecast[];
  now: Date;
};

const byName = (a: ClassStudent, b: ClassStudent) => a.username.localeCompare(b.username);

/** The report from its statements' rows (the app's and the benchmark floor's one shaping). */
export function toClassReport(parts: ClassReportParts): ClassReport {
  const { students, cells, now } = parts;
  const homeworkOf = new Map(parts.homework.map((row) => [row.user_id, row]));
  const cellsOf = new Map<number, CellRow[]>();
  for (const cell of cells) cellsOf.set(cell.user_id, [...(cellsOf.get(cell.user_id) ?? []), cell]);
  const byId = new Map(students.map((student) => [student.id, student]));
  return {
    class: { ...parts.found, students_count: students.length },
    period: parts.period,
    from_day: parts.span.fromDay,
    to_day: parts.span.toDay,
    types: [...countKeys],
    students: students.map((student, index) => {
      const row = homeworkOf.get(student.id);
      return {
        ...student,
        cells: toClassCells(cellsOf.get(student.id) ?? []),
        forecast: parts.forecasts[index] as ClassForecast,
        homework: row ? toClassHomework(row, now) : null,
      };
    }),
    stuck: {
      types: stuckTypesOf(cells),
      shared_wrong_answers: parts.shared.map((row): SharedWrongAnswer => ({
        task_id: row.task_id,
        type: row.type,
        answer: row.answer,
        students: row.user_ids
          .map((id) => byId.get(id))
          .filter((student): student is ClassStudent => student !== undefined)
          .sort(byName),
      })),
    },
  };
}
