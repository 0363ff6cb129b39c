import { examWindowLine } from '@ege/core/homework/exam-window-line';
import { Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconClipboardList } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { formatIssuedDate } from '../../../lib/format-issued-date';
import { HomeworkDoneModal } from './homework-done-modal';
import { useHomeworkNext } from '../api/use-homework-next';

/**
 * The trainer home's way into the current homework: its progress, its next task, and the whole of it
 * in the profile. A rehearsal (decision 044) has no tasks to go to: its window, and the profile, where it starts.
 */
export function CurrentHomeworkCard() {
  // The home shows progress, so it asks afresh on each visit rather than trust a 5-minute-old list.
  const homework = useHomeworkNext([], { staleTime: 0 });
  const current = homework.current;
  if (!current) return null;
  const { solved, total } = current.progress;
  const exam = current.exam;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label="Текущее домашнее задание">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="md" variant="light" color="grape">
            <IconClipboardList size={20} />
          </ThemeIcon>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700}>
              {exam ? 'Пробный экзамен' : 'Домашнее задание'} от {formatIssuedDate(current.date)}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {current.comment || (current.issued_by ? `Выдал: ${current.issued_by.username}` : 'Задания от преподавателя')}
            </Text>
          </div>
        </Group>
        {exam ? (
          <Text size="sm">{examWindowLine(exam)}</Text>
        ) : (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={total > 0 ? (solved / total) * 100 : 0}
              color="grape"
              size="md"
              radius="xl"
              style={{ flex: 1 }}
              aria-label={`Решено ${solved} из ${total}`}
            />
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {solved} из {total}
            </Text>
          </Group>
        )}
        <Group gap="sm">
          {!exam && (
            <Button color="grape" onClick={homework.open} loading={homework.loading} rightSection={<IconArrowRight size={18} />}>
              Следующее задание ДЗ
            </Button>
          )}
          <Button renderRoot={(props) => <Link {...props} to="/profile" search={{ homework: current.id }} />} variant="default">
            Открыть ДЗ
          </Button>
        </Group>
      </Stack>
      <HomeworkDoneModal opened={homework.done} onOk={() => void homework.finish()} />
    </Paper>
  );
}
