import '@mantine/core/styles/Code.css';
import type { ActivityItem } from '@ege/core/activity/activity-schemas';
import { Badge, Code, Divider, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { TaskFiles } from '../../components/task-files';
import { TaskHtml } from '../../components/task-html';
import { WorkedSolution } from '../../components/worked-solution';
import classes from './user-activity.module.css';
import { AttemptHistory } from './attempt-history';
import { formatActivityTime } from './format-activity-time';

type ActivityCardProps = { item: ActivityItem; opened: boolean; onToggle: () => void };

/** One task the user tried: the header always, the task, its answer and the attempts when open. */
export function ActivityCard({ item, opened, onToggle }: ActivityCardProps) {
  const solved = item.status === 'solved';
  const bodyId = `activity-task-${item.task_id}`;
  return (
    <Paper withBorder component="article" aria-label={`Задание #${item.task_id}`} className={classes.card}>
      <UnstyledButton className={classes.cardHeader} onClick={onToggle} aria-expanded={opened} aria-controls={bodyId}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={6} miw={0}>
            <Group gap={6} wrap="wrap">
              <Badge color="indigo" variant="light" radius="sm" tt="none">
                Тип {item.task_type}
              </Badge>
              <Text fw={700}>Задание #{item.task_id}</Text>
              <Badge color={solved ? 'teal' : 'red'} variant={solved ? 'filled' : 'light'} radius="sm" tt="none">
                {solved ? 'Решено' : 'Не решено'}
              </Badge>
              {item.revealed && (
                <Badge color="yellow" variant="light" radius="sm" tt="none">
                  Ответ показан
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Последняя попытка: {formatActivityTime(item.requested_at)} · попыток: {item.attempts_total}
            </Text>
          </Stack>
          <IconChevronDown size={20} className={classes.chevron} data-opened={opened || undefined} aria-hidden="true" />
        </Group>
      </UnstyledButton>
      {opened && (
        <Stack gap="md" p={{ base: 'sm', sm: 'md' }} pt={0} id={bodyId}>
          <Divider />
          <TaskHtml html={item.task.text} />
          {item.task.image && <img src={item.task.image} alt="Рисунок к заданию" className={classes.image} />}
          {item.task.question && <TaskHtml html={item.task.question} />}
          <TaskFiles attachments={item.task.attachments} solutionDocument={item.task.solution_document} />
          <Group gap="xs" align="center">
            <Text fw={700}>Правильный ответ</Text>
            <Code fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
              {item.correct_answer || '—'}
            </Code>
          </Group>
          {item.task.solution && <WorkedSolution html={item.task.solution} />}
          <AttemptHistory item={item} />
        </Stack>
      )}
    </Paper>
  );
}
