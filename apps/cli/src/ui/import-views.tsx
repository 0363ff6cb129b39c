/** @jsxRuntime automatic */
import { Box, Text } from 'ink';
import { describeProblem, type ImportReport } from '../import/import-report';
import type { TaskProblem } from '../import/task-folder';

const rowLabels = (dryRun: boolean) =>
  [
    ['created', dryRun ? 'будет создано' : 'создано'],
    ['updated', dryRun ? 'будет обновлено' : 'обновлено'],
    ['unchanged', 'без изменений'],
    ['changed', 'изменено, не обновлено'],
    ['invalid', 'с ошибками'],
    ['failed', 'отклонено сервером'],
  ] as const;

const actionLabels = { created: '+ создать', updated: '~ обновить', unchanged: '= без изменений', changed: '! изменено (нужен --update)', failed: '✖ отклонено' };

/** How the task a folder is was found (decision 078). */
const matchLabels = { uid: 'по uid', key: 'по ключу', generator: 'сгенерированное, уже в банке' } as const;

/** The summary at the end: a table of counts, then the tasks that need the author's attention. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { counts, dry_run: dryRun } = report;
  const changed = report.tasks.filter((t) => t.status === 'changed');
  const total = report.tasks.length + counts.invalid;
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✔ </Text>
        {dryRun ? 'Проверка (--dry-run), ничего не записано: ' : 'Импорт: '}
        <Text bold>{report.root}</Text>, заданий: {total}
      </Text>
      {dryRun
        ? report.tasks.map((task) => (
            <Text key={task.folder}>
              {'  '}
              {actionLabels[task.status].padEnd(28)}
              {task.folder}
              {task.key !== task.folder ? <Text dimColor> (ключ {task.key})</Text> : null}
              {task.match ? (
                <Text dimColor>
                  {' '}
                  — {matchLabels[task.match]}: № {task.ids[0]}
                </Text>
              ) : null}
              {task.status === 'updated' && report.update ? <Text> — будет засчитано учеников: {task.credited ?? 0}</Text> : null}
            </Text>
          ))
        : null}
      <Box flexDirection="column" borderStyle="single" paddingX={1} alignSelf="flex-start">
        {rowLabels(dryRun)
          .filter(([key]) => key !== 'failed' || counts.failed > 0)
          .map(([key, label]) => (
            <Text key={key}>
              {label.padEnd(24)}
              <Text bold color={counts[key] > 0 && (key === 'invalid' || key === 'failed') ? 'red' : undefined}>
                {String(counts[key]).padStart(6)}
              </Text>
            </Text>
          ))}
      </Box>
      {report.update && report.tasks.some((task) => task.status === 'updated') ? (
        <Box flexDirection="column">
          <Text>
            {dryRun ? 'Будет засчитано' : 'Засчитано'} учеников по исправленным ответам: <Text bold>{report.credited}</Text>
          </Text>
          {!dryRun
            ? report.tasks
                .filter((task) => task.credited)
                .map((task) => (
                  <Text key={task.folder}>
                    {'  '}
                    {task.folder} (№ {task.ids.join(', ')}): {task.credited}
                  </Text>
                ))
            : null}
        </Box>
      ) : null}
      {changed.length > 0 && !dryRun ? (
        <Box flexDirection="column">
          <Text color="yellow">Изменены, но не обновлены (запустите с --update):</Text>
          {changed.map((task) => (
            <Text key={task.folder}>
              {'  '}
              {task.folder}
              {task.key !== task.folder ? ` (ключ ${task.key})` : ''}
            </Text>
          ))}
        </Box>
      ) : null}
      {report.problems.length > 0 ? <ProblemList problems={report.problems} title={dryRun ? 'Ошибки:' : 'Не импортированы:'} /> : null}
    </Box>
  );
}

export function ProblemList({ problems, title }: { problems: readonly TaskProblem[]; title?: string }) {
  return (
    <Box flexDirection="column">
      {title ? <Text color="red">{title}</Text> : null}
      {problems.map((problem, index) => (
        <Text key={index} color="red">
          ✖ {describeProblem(problem)}
        </Text>
      ))}
    </Box>
  );
}

