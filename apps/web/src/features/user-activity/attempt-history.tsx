import type { ActivityItem } from '@ege/core/activity/activity-schemas';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatActivityTime } from './format-activity-time';
import { TableAnswerView } from './table-answer-view';

/** 'История попыток', newest first: time, verdict, the attempt's number and what the user answered. */
export function AttemptHistory({ item }: { item: ActivityItem }) {
  const history = item.answers_history;
  return (
    <Stack gap="xs" component="section" aria-label="История попыток">
      <Text fw={700}>История попыток</Text>
      {history.length === 0 && (
        <Text size="sm" c="dimmed">
          Нет попыток
        </Text>
      )}
      {history.map((attempt) => (
        <Paper key={attempt.attempts_count} withBorder radius="sm" p="xs" component="article" aria-label={`Попытка #${attempt.attempts_count}`}>
          <Group gap="xs" wrap="wrap" align="center">
            <Badge color={attempt.is_correct ? 'teal' : 'red'} variant="light" radius="sm" tt="none">
              {attempt.is_correct ? 'Верно' : 'Неверно'}
            </Badge>
            <Text size="sm" fw={600}>
              Попытка #{attempt.attempts_count}
            </Text>
            <Text size="xs" c="dimmed">
              {formatActivityTime(attempt.answered_at)}
            </Text>
          </Group>
          <Group gap="xs" mt={6} align="flex-start" wrap="nowrap">
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              Ответ:
            </Text>
            {attempt.user_table_answer ? (
              <TableAnswerView rows={attempt.user_table_answer} label={`Ответ попытки #${attempt.attempts_count}`} />
            ) : (
              <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {attempt.user_answer || '—'}
              </Text>
            )}
          </Group>
        </Paper>
      ))}
      {item.attempts_total > history.length && (
        <Text size="xs" c="dimmed">
          Показаны последние {history.length} из {item.attempts_total}
        </Text>
      )}
    </Stack>
  );
}
