import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMap, IconSun } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useSession } from '../../lib/use-session';
import { useCompleteQuestTask } from './api/use-complete-quest-task';
import { useDailyQuest } from './api/use-daily-quest';
import { useWeeklyQuest } from './api/use-weekly-quest';

/**
 * Under a trainer task: whether it is part of today's or this week's quest and what it pays there.
 * A weekly task is counted with 'Засчитать в квест' once solved (the server checks the answer).
 */
export function QuestTaskNote({ taskId }: { taskId: number }) {
  // A guest reads the task too; quests are a signed-in student's.
  const signedIn = useSession().status === 'signed-in';
  const daily = useDailyQuest(signedIn);
  const weekly = useWeeklyQuest(signedIn);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const complete = useCompleteQuestTask({
    onCompleted: (message) => setNote({ text: message, error: false }),
    onError: (error) =>
      setNote({
        text: `Ошибка завершения задачи квеста: ${describeError(error).message}`,
        error: true,
      }),
  });
  const dailyQuest = daily.data?.quest;
  const inDaily = dailyQuest?.progress.tasks_detail.find((task) => task.task_ids.includes(taskId));
  const weeklyQuest = weekly.data?.quest;
  const inWeekly = weeklyQuest?.progress.tasks_detail.find((task) => task.task_ids.includes(taskId));
  if (!inDaily && !inWeekly) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Задание из квеста">
      {inDaily && dailyQuest && (
        <Alert color="orange" variant="light" icon={<IconSun size={20} />} p="sm" role="note">
          <Text size="sm">
            Задание из ежедневного квеста: {inDaily.base_experience} опыта × {dailyQuest.experience_multiplier.toFixed(1)} = <b>{inDaily.quest_experience}</b>
            {inDaily.is_completed ? ' — выполнено.' : '.'}
          </Text>
        </Alert>
      )}
      {inWeekly && weeklyQuest && (
        <Alert color="grape" variant="light" icon={<IconMap size={20} />} p="sm" role="note">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              Задание из квеста недели: <b>+{inWeekly.quest_experience} опыта</b>
              {inWeekly.is_completed ? ' — выполнено.' : '.'}
            </Text>
            {!inWeekly.is_completed && weeklyQuest.status === 'active' && (
              <Button
                size="compact-sm"
                variant="light"
                color="grape"
                loading={complete.isPending}
                onClick={() => complete.mutate({ task_type: inWeekly.type, task_id: taskId })}
              >
                Засчитать в квест
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {note && (
        <Text size="sm" role={note.error ? 'alert' : 'status'} c={note.error ? 'red' : undefined}>
          {note.text}
        </Text>
      )}
    </Stack>
  );
}
