import { classHomeworkStateLabels, type ClassCell, type ClassReport, type ClassReportStudent } from '../class-schemas';
import { integer, text, type ExportCell, type ExportTable } from './export-table';

/** A share as a whole percentage: a CSV cell needs no decimal separator (decision 071). */
export function wholePercent(share: number | null): number | null {
  return share === null ? null : Math.round(share * 100);
}

const wholeSeconds = (seconds: number | null): number | null => (seconds === null ? null : Math.round(seconds));

/** A type key as a cell: '5' is the number 5, the block '19-21' stays text. */
export function typeCell(key: string): ExportCell {
  return /^\d+$/.test(key) ? Number(key) : key;
}

/** '2026-11-29' → '29.11.2026'. */
function russianDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

function cellsOf(report: ClassReport, student: ClassReportStudent): (ClassCell | undefined)[] {
  const byType = new Map(student.cells.map((cell) => [cell.type, cell]));
  return report.types.map((type) => byType.get(type));
}

/**
 * The class screen as tables (decision 071). The first, one row per student, is the whole CSV: first-try
 * success per type (empty where the student made no first try), the totals, the forecast's range (empty
 * with too little evidence: never a point, and then how many more tasks it needs) and the current homework. XLSX adds the counts and the
 * average times behind each percentage, and 'Где застряли'.
 */
export function classReportTables(report: ClassReport): ExportTable[] {
  const { students, types } = report;
  const title = `Класс «${report.class.name}», ${report.period} дней: ${russianDay(report.from_day)}–${russianDay(report.to_day)}`;
  const summary: ExportTable = {
    name: 'Ученики',
    title,
    columns: [
      text('Ученик'),
      ...types.map((type) => integer(`Тип ${type}: % с первой попытки`)),
      integer('Первых попыток'),
      integer('Верно с первой попытки'),
      integer('% с первой попытки'),
      integer('Прогноз, баллов'),
      integer('Прогноз от'),
      integer('Прогноз до'),
      integer('До прогноза, задач'),
      text('ДЗ'),
      integer('ДЗ решено'),
      integer('ДЗ всего'),
    ],
    rows: students.map((student) => {
      const firstTries = student.cells.reduce((sum, cell) => sum + cell.first_tries, 0);
      const firstCorrect = student.cells.reduce((sum, cell) => sum + cell.first_correct, 0);
      const forecast = student.forecast.status === 'ready' ? student.forecast : null;
      return [
        student.username,
        ...cellsOf(report, student).map((cell) => wholePercent(cell?.success ?? null)),
        firstTries,
        firstCorrect,
        firstTries === 0 ? null : wholePercent(firstCorrect / firstTries),
        forecast && Math.round(forecast.expected_test_score),
        forecast && forecast.p10,
        forecast && forecast.p90,
        student.forecast.status === 'insufficient' ? student.forecast.need : null,
        student.homework ? classHomeworkStateLabels[student.homework.state] : null,
        student.homework?.solved ?? null,
        student.homework?.total ?? null,
      ];
    }),
  };
  const counts: ExportTable = {
    name: 'Первые попытки',
    title,
    columns: [text('Ученик'), ...types.map((type) => integer(`Тип ${type}: первых попыток`))],
    rows: students.map((student) => [student.username, ...cellsOf(report, student).map((cell) => cell?.first_tries ?? 0)]),
  };
  const times: ExportTable = {
    name: 'Среднее время',
    title,
    columns: [text('Ученик'), ...types.map((type) => integer(`Тип ${type}: среднее время, с`))],
    rows: students.map((student) => [student.username, ...cellsOf(report, student).map((cell) => wholeSeconds(cell?.avg_time_seconds ?? null))]),
  };
  const stuckTypes: ExportTable = {
    name: 'Где застряли — типы',
    title,
    columns: [text('Тип'), integer('Неверных первых попыток'), integer('Учеников')],
    rows: report.stuck.types.map((stuck) => [typeCell(stuck.type), stuck.wrong_first_tries, stuck.students]),
  };
  const sharedAnswers: ExportTable = {
    name: 'Где застряли — ответы',
    title,
    columns: [integer('Задание'), integer('Тип'), text('Неверный ответ'), integer('Учеников'), text('Кто ответил')],
    rows: report.stuck.shared_wrong_answers.map((shared) => [
      shared.task_id,
      shared.type,
      shared.answer,
      shared.students.length,
      shared.students.map((student) => student.username).join(', '),
    ]),
  };
  return [summary, counts, times, stuckTypes, sharedAnswers];
}
