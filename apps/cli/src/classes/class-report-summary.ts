import type { ClassForecast, ClassReport, ClassReportStudent } from '@ege/core/classes/class-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';

/** The whole class's first tries at one type. */
export type TypeTotal = { type: string; first_tries: number; first_correct: number; students: number };

/** The types anybody tried this period, in the report's order. */
export function typeTotalsOf(report: ClassReport): TypeTotal[] {
  return report.types
    .map((type) => {
      const cells = report.students.map((student) => student.cells.find((cell) => cell.type === type)).filter((cell) => cell !== undefined && cell.first_tries > 0);
      return {
        type,
        first_tries: cells.reduce((sum, cell) => sum + cell!.first_tries, 0),
        first_correct: cells.reduce((sum, cell) => sum + cell!.first_correct, 0),
        students: cells.length,
      };
    })
    .filter((total) => total.first_tries > 0);
}

/** A student's weakest types: below full success, lowest first (more tries first at a tie), at most three. */
export function weakTypesOf(student: ClassReportStudent, limit = 3): string {
  return student.cells
    .filter((cell) => cell.success !== null && cell.success < 1)
    .sort((a, b) => a.success! - b.success! || b.first_tries - a.first_tries)
    .slice(0, limit)
    .map((cell) => `${cell.type} (${percentText(cell.success)})`)
    .join(', ');
}

export function percentText(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** A range only with enough evidence, never a point (issue 29 §1); else how many more tasks it needs. */
export function forecastText(forecast: ClassForecast): string {
  if (forecast.status === 'ready') return `${Math.round(forecast.expected_test_score)} (${forecast.p10}–${forecast.p90})`;
  return `мало данных: нужно ещё ${forecast.need}`;
}

/** The terminal's heat-map colours: red below half, yellow below 80 %, green from there. */
export function successColor(share: number | null): string | undefined {
  if (share === null) return undefined;
  return share < 0.5 ? 'red' : share < 0.8 ? 'yellow' : 'green';
}

export function studentsWord(count: number): string {
  return pluralRu(count, ['ученик', 'ученика', 'учеников']);
}
