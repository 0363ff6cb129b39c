import type { Baseline, TaskNumbers, TaskQuality } from '@ege/core/task-quality/task-quality-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Alert, Button, Collapse, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatTimeSpent } from '../../../lib/format-time-spent';
import { useTaskQuality } from '../api/use-task-quality';
import { TaskQualityHeader, TaskQualityPlaceholder } from './task-quality-placeholder';

const firstTryForms = ['первая попытка', 'первые попытки', 'первых попыток'] as const;
const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/**
 * 'Статистика задания' under a trainer task (decision 076), for its author, moderators and admins (the
 * route mounts it only for them: StaffTaskQualityPanel); the server's 403 (an author on another's task)
 * shows nothing.
 */
export function TaskQualityPanel({ taskId }: { taskId: number }) {
  const quality = useTaskQuality(taskId);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const data = quality.data;
  if (quality.isError) return null;
  if (!data) return <TaskQualityPlaceholder />;
  const { numbers } = data;
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-labelledby={`${bodyId}-title`}>
      <TaskQualityHeader titleId={`${bodyId}-title`}>
        <Button size="compact-sm" variant="default" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Скрыть' : 'Показать'}
        </Button>
      </TaskQualityHeader>
      <Text size="sm" mt={4} lh="22px">
        С первой попытки {percent(numbers.first_try_success)} ({numbers.first_tries} {pluralRu(numbers.first_tries, firstTryForms)})
        {data.flags.length > 0 && ` · флагов: ${data.flags.length}`}
      </Text>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="sm" mt="sm">
          {data.flags.map((flag) => (
            <Alert key={flag.id} color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs" title={flag.target === 'generator' ? 'Флаг генератора' : 'Флаг задания'}>
              <Text size="sm">{flag.why}</Text>
            </Alert>
          ))}
          <NumbersView numbers={numbers} baseline={data.baseline} baselineLabel={`у заданий типа ${data.type} сложности ${data.difficulty}`} />
          {data.generator && <GeneratorView generator={data.generator} type={data.type} />}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function NumbersView({ numbers, baseline, baselineLabel }: { numbers: TaskNumbers; baseline: Baseline; baselineLabel: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        Попыток: {numbers.attempts} · учеников: {numbers.students} · первых попыток: {numbers.first_tries}
      </Text>
      <Text size="sm">
        С первой попытки: <b>{percent(numbers.first_try_success)}</b>, {baselineLabel}: {percent(baseline.first_try_success)} ({baseline.first_tries}{' '}
        {pluralRu(baseline.first_tries, firstTryForms)})
      </Text>
      <Text size="sm">Среднее время верной первой попытки: {numbers.mean_time === null ? '—' : formatTimeSpent(numbers.mean_time, 1)}</Text>
      {numbers.wrong_answers.length > 0 ? (
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Caption>Частые неверные ответы (всего неверных: {numbers.wrong_attempts})</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" ta="left">Ответ</Table.Th>
              <Table.Th scope="col" ta="left">Раз</Table.Th>
              <Table.Th scope="col" ta="left">Доля</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {numbers.wrong_answers.map((wrong) => (
              <Table.Tr key={wrong.answer}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{wrong.answer}</Table.Td>
                <Table.Td>{wrong.count}</Table.Td>
                <Table.Td>{percent(wrong.share)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm">Неверных ответов нет.</Text>
      )}
    </Stack>
  );
}

function GeneratorView({ generator, type }: { generator: NonNullable<TaskQuality['generator']>; type: number }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        Генератор {generator.id} v{generator.version}: {generator.tasks} {pluralRu(generator.tasks, ['задание', 'задания', 'заданий'])}
      </Title>
      <NumbersView numbers={generator.numbers} baseline={generator.baseline} baselineLabel={`у написанных заданий типа ${type}`} />
    </Stack>
  );
}
