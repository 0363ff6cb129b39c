/** @jsxRuntime automatic */
import { formatMoscowDateTime } from '@ege/core/homework/homework-messages';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Box, Text } from 'ink';
import { SuccessLine } from '../ui/success-line';
import { formatDay, formatDuration, homeworkStatusColors, homeworkStatusLabels } from './format-homework';
import type { HomeworkListRow, HomeworkReport } from './homework-rows';
import { TextTable } from './text-table';

/** What `ege homework assign` did, also its --json. */
export type HomeworkAssigned = {
  assigned: {
    username: string;
    user_id: number;
    homework_id: number;
    total: number;
    tasks: Record<string, number[]>;
    /** A rehearsal's start window (decision 044): its tasks are drawn when the student starts it. */
    exam: { opens_at: string; closes_at: string } | null;
  }[];
  /** Names nobody has (only with --skip-missing: otherwise nothing is assigned). */
  missing: string[];
};

export function MissingUsers({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Text color="yellow">
      ⚠ Не найдены, пропущены ({names.length}): {names.join(', ')}
    </Text>
  );
}

export function HomeworkAssignedView({ result }: { result: HomeworkAssigned }) {
  return (
    <Box flexDirection="column">
      <SuccessLine>
        ДЗ выдано: {result.assigned.length} {pupils(result.assigned.length)}
      </SuccessLine>
      {result.assigned.map((item) => (
        <Box key={item.homework_id} flexDirection="column" marginTop={1}>
          {item.exam ? (
            <Text>
              <Text bold>{item.username}</Text> — ДЗ #{item.homework_id}, пробный экзамен: начать можно с {formatMoscowDateTime(new Date(item.exam.opens_at))} до{' '}
              {formatMoscowDateTime(new Date(item.exam.closes_at))} (МСК)
            </Text>
          ) : (
            <>
              <Text>
                <Text bold>{item.username}</Text> — ДЗ #{item.homework_id}, заданий: {item.total}
              </Text>
              <TextTable
                columns={[{ title: 'тип' }, { title: 'задания' }]}
                rows={Object.entries(item.tasks).map(([key, ids]) => [key, ids.join(', ')])}
              />
            </>
          )}
        </Box>
      ))}
      {result.missing.length > 0 ? (
        <Box marginTop={1}>
          <MissingUsers names={result.missing} />
        </Box>
      ) : null}
    </Box>
  );
}

export function HomeworkListView({ rows }: { rows: HomeworkListRow[] }) {
  if (rows.length === 0) return <Text>Домашних заданий нет</Text>;
  return (
    <TextTable
      columns={[{ title: 'id', align: 'right' }, { title: 'ученик' }, { title: 'дата' }, { title: 'статус' }, { title: 'решено', align: 'right' }, { title: 'комментарий' }]}
      rows={rows.map((row) => [
        String(row.id),
        row.username,
        formatDay(row.date),
        { text: homeworkStatusLabels[row.status], color: homeworkStatusColors[row.status] },
        `${row.solved}/${row.total}`,
        row.comment,
      ])}
    />
  );
}

export function HomeworkReportView({ report }: { report: HomeworkReport }) {
  if (report.assignments.length === 0) return <Text>У {report.username} нет домашних заданий</Text>;
  return (
    <Box flexDirection="column">
      {report.assignments.map((assignment, index) => (
        <Box key={assignment.homework_id} flexDirection="column" marginTop={index === 0 ? 0 : 1}>
          <Text>
            <Text bold>
              ДЗ #{assignment.homework_id} от {formatDay(assignment.date)}
            </Text>
            {' — '}
            <Text color={homeworkStatusColors[assignment.status]}>{homeworkStatusLabels[assignment.status]}</Text>, решено {assignment.solved} из{' '}
            {assignment.total}
            {assignment.comment ? ` — «${assignment.comment}»` : ''}
          </Text>
          <TextTable
            columns={[
              { title: '№', align: 'right' },
              { title: 'тип', align: 'right' },
              { title: 'задание', align: 'right' },
              { title: 'решено' },
              { title: 'попыток', align: 'right' },
              { title: 'время', align: 'right' },
              { title: 'последний ответ' },
            ]}
            rows={assignment.tasks.map((task) => [
              String(task.position),
              String(task.type),
              String(task.task_id),
              task.solved ? { text: 'да', color: 'green' } : { text: 'нет', color: 'red' },
              String(task.attempts),
              formatDuration(task.time_spent),
              task.last_answered_at ? formatMoment(task.last_answered_at) : '—',
            ])}
          />
        </Box>
      ))}
    </Box>
  );
}

const momentFormat = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function formatMoment(iso: string): string {
  return momentFormat.format(new Date(iso));
}

/** 1 ученику, 2 ученикам, 5 ученикам: the dative plural is the same past one. */
function pupils(count: number): string {
  return pluralRu(count, ['ученику', 'ученикам', 'ученикам']);
}
