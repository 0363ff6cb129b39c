/** @jsxRuntime automatic */
import { classHomeworkStateLabels, type ClassDetail, type ClassHomework, type ClassList, type ClassReport, type ClassSummary } from '@ege/core/classes/class-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Box, Text } from 'ink';
import { TextTable } from '../homework/text-table';
import { SuccessLine } from '../ui/success-line';
import { forecastText, percentText, studentsWord, successColor, typeTotalsOf, weakTypesOf } from './class-report-summary';

const kindLabels: Record<ClassSummary['kind'], string> = { group: 'группа', list: 'список' };
const homeworkColors: Record<ClassHomework['state'], string> = { not_started: 'gray', in_progress: 'blue', completed: 'green', overdue: 'red' };

export function ClassListView({ list }: { list: ClassList }) {
  if (list.classes.length === 0) return <Text>Классов нет: создайте список учеников на сайте или ведите группу</Text>;
  return (
    <TextTable
      columns={[{ title: 'id', align: 'right' }, { title: 'вид' }, { title: 'учеников', align: 'right' }, { title: 'класс' }]}
      rows={list.classes.map((found) => [String(found.id), kindLabels[found.kind], String(found.students_count), found.name])}
    />
  );
}

export function ClassCreated({ made }: { made: ClassDetail }) {
  return (
    <Box flexDirection="column">
      <SuccessLine>
        Класс «{made.name}» создан: id {made.id}, {made.students_count} {studentsWord(made.students_count)}
      </SuccessLine>
      {made.students.length > 0 ? <Text>  {made.students.map((student) => student.username).join(', ')}</Text> : null}
    </Box>
  );
}

function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

function homeworkText(homework: ClassHomework | null) {
  if (homework === null) return { text: '—' };
  return { text: `${classHomeworkStateLabels[homework.state]} ${homework.solved}/${homework.total}`, color: homeworkColors[homework.state] };
}

/**
 * `ege class report --format table`: per student the first tries, their success, the weakest types,
 * the forecast's range and the homework; then the class per type and 'Где застряли'. The whole grid of
 * students × types is the files' (--format csv|xlsx): 25 columns do not fit a terminal.
 */
export function ClassReportView({ report }: { report: ClassReport }) {
  const totals = typeTotalsOf(report);
  const { stuck } = report;
  return (
    <Box flexDirection="column">
      <Text bold>
        Класс «{report.class.name}», {report.period} дней: {dayText(report.from_day)}–{dayText(report.to_day)}, {report.students.length} {studentsWord(report.students.length)}
      </Text>
      {report.students.length === 0 ? (
        <Text>В классе нет учеников</Text>
      ) : (
        <TextTable
          columns={[
            { title: 'ученик' },
            { title: 'первых попыток', align: 'right' },
            { title: 'верно', align: 'right' },
            { title: 'прогноз' },
            { title: 'ДЗ' },
            { title: 'слабые типы' },
          ]}
          rows={report.students.map((student) => {
            const tries = student.cells.reduce((sum, cell) => sum + cell.first_tries, 0);
            const correct = student.cells.reduce((sum, cell) => sum + cell.first_correct, 0);
            const share = tries === 0 ? null : correct / tries;
            return [
              student.username,
              String(tries),
              { text: percentText(share), color: successColor(share) },
              forecastText(student.forecast),
              homeworkText(student.homework),
              weakTypesOf(student) || '—',
            ];
          })}
        />
      )}
      <Box flexDirection="column" marginTop={1}>
        <Text bold>Типы: первые попытки класса</Text>
        {totals.length === 0 ? (
          <Text>За период никто не решал</Text>
        ) : (
          <TextTable
            columns={[{ title: 'тип', align: 'right' }, { title: 'попыток', align: 'right' }, { title: 'верно', align: 'right' }, { title: 'учеников' }]}
            rows={totals.map((total) => {
              const share = total.first_correct / total.first_tries;
              return [total.type, String(total.first_tries), { text: percentText(share), color: successColor(share) }, String(total.students)];
            })}
          />
        )}
      </Box>
      {stuck.types.length > 0 || stuck.shared_wrong_answers.length > 0 ? (
        <Box flexDirection="column" marginTop={1}>
          <Text bold>Где застряли</Text>
          {stuck.types.map((type) => (
            <Text key={type.type}>
              Тип {type.type}: неверных первых попыток {type.wrong_first_tries}, у {type.students} {pluralRu(type.students, ['ученика', 'учеников', 'учеников'])}
            </Text>
          ))}
          {stuck.shared_wrong_answers.map((shared) => (
            <Text key={`${shared.task_id}:${shared.answer}`}>
              Задание #{shared.task_id} (тип {shared.type}): одинаковый неверный ответ «{shared.answer}» — {shared.students.map((student) => student.username).join(', ')}
            </Text>
          ))}
        </Box>
      ) : null}
      <Box marginTop={1}>
        <Text dimColor>Вся таблица ученики × типы: --format csv или --format xlsx</Text>
      </Box>
    </Box>
  );
}

/** What a file command wrote, and where. */
export function ExportWritten({ path, bytes }: { path: string; bytes: number }) {
  return (
    <SuccessLine>
      Отчёт сохранён: {path} ({Math.max(1, Math.round(bytes / 1024))} КБ)
    </SuccessLine>
  );
}
