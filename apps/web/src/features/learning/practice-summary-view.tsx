import { Badge, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useId } from 'react';
import { describeError } from '../../lib/describe-error';
import { formatChance } from '../../lib/format-chance';
import { usePracticeSummary } from './api/use-practice-summary';
import { formatDue } from './format-due';

/** The end of a session: first tries solved, each practised type's chance before and now, and what is due by tomorrow. */
export function PracticeSummaryView({ sessionId, onRestart, restarting }: { sessionId: number; onRestart: () => void; restarting: boolean }) {
  const headingId = useId();
  const query = usePracticeSummary(sessionId);
  if (!query.data) {
    return query.isError ? (
      <Text c="red">{describeError(query.error).message}</Text>
    ) : (
      <Skeleton height={240} radius="md" role="status" aria-label="Загрузка итогов" />
    );
  }
  const summary = query.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} id={headingId}>
            Итоги тренировки
          </Title>
          <Text c="dimmed">
            С первой попытки решено {summary.solved_first_try} из {summary.answered}
          </Text>
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            Что изменилось
          </Title>
          <List spacing="xs" listStyleType="none" data-testid="summary-types">
            {summary.types.map((type) => {
              // A type untried before the session had no chance of its own: 'нет данных' → its chance now.
              const up = type.before === null || type.after >= type.before;
              return (
                <List.Item key={type.type}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    {up ? <IconTrendingUp size={18} color="var(--mantine-color-teal-7)" aria-hidden="true" /> : <IconTrendingDown size={18} color="var(--mantine-color-red-7)" aria-hidden="true" />}
                    <div>
                      <Text size="sm">
                        {type.type}. {type.name}: {type.before === null ? 'нет данных' : formatChance(type.before)} → {formatChance(type.after)}
                      </Text>
                      <Badge variant="light" color={type.solved_first_try === type.tasks ? 'teal' : 'gray'} tt="none">
                        {type.solved_first_try} из {type.tasks} с первой попытки
                      </Badge>
                    </div>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        </div>
        <div>
          <Title order={3} fz="h4" mb="xs">
            Повторить до конца завтрашнего дня
          </Title>
          {summary.due_tomorrow.length === 0 ? (
            <Text size="sm" c="dimmed">
              Ничего: все типы назначены на потом.
            </Text>
          ) : (
            <List spacing={4} size="sm" data-testid="summary-due">
              {summary.due_tomorrow.map((type) => (
                <List.Item key={type.type}>
                  {type.type}. {type.name} — {formatDue(type.due_at)}
                </List.Item>
              ))}
            </List>
          )}
        </div>
        <Group>
          <Button onClick={onRestart} loading={restarting} leftSection={<IconRefresh size={18} />}>
            Новая тренировка
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
