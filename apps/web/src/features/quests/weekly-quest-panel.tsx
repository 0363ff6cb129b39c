import type { WeeklyQuest } from '@ege/core/quests/quest-schemas';
import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconMap } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { ConfirmAbandonModal } from './confirm-abandon-modal';
import { QuestBonuses } from './quest-bonuses';
import { QuestHistory } from './quest-history';
import { QuestLoadError } from './quest-load-error';
import { QuestMap, type TypeIconOf } from './quest-map';
import { useAbandonWeeklyQuest } from './api/use-abandon-weekly-quest';
import { useStartWeeklyQuest } from './api/use-start-weekly-quest';
import { useWeeklyQuest } from './api/use-weekly-quest';

function WeeklyQuestCard({ quest, onAbandon, iconOf }: { quest: WeeklyQuest; onAbandon: () => void; iconOf: TypeIconOf }) {
  const headingId = useId();
  const { rewards, progress } = quest;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <IconMap size={22} aria-hidden="true" />
            <Title order={3} fz="lg" id={headingId}>
              Квест недели {quest.formatted_week}
            </Title>
            <Badge color={quest.status_color} variant="light" tt="none">
              {quest.status_text}
            </Badge>
          </Group>
          <Badge size="lg" color="grape" variant="light" tt="none" aria-label={`Множитель опыта: x${quest.experience_multiplier}`}>
            x{quest.experience_multiplier}
          </Badge>
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Выполнено {progress.completed} из {progress.total}
            </Text>
            <Text size="sm">{progress.percentage}%</Text>
          </Group>
          <Progress value={progress.percentage} color={quest.status === 'completed' ? 'green' : 'grape'} aria-label={`Квест недели: ${progress.percentage}%`} />
        </div>
        <QuestMap tasks={progress.tasks_detail} columns={9} label="Карта квеста недели" iconOf={iconOf} />
        <Text size="sm">
          Награда: {rewards.base_experience} × {rewards.multiplier} = <b>{rewards.quest_experience} опыта</b> за всю карту; получено{' '}
          <b>{rewards.total_experience}</b>.
        </Text>
        {quest.status === 'active' && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="compact-sm" onClick={onAbandon}>
              Отказаться от квеста
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function WeeklySkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка квестов">
      <Skeleton height={220} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** The weekly quest (SPEC §2, §3): the 9-column map of one task per type, rewards x2, bonuses, history and statistics. */
export function WeeklyQuestPanel({ iconOf }: { iconOf: TypeIconOf }) {
  const query = useWeeklyQuest();
  const [startError, setStartError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [abandonError, setAbandonError] = useState<string | null>(null);
  const start = useStartWeeklyQuest({
    onStarted: () => setStartError(null),
    onError: (error) => setStartError(describeError(error).message),
  });
  const abandon = useAbandonWeeklyQuest({
    onAbandoned: () => setConfirming(false),
    onError: (error) => setAbandonError(`Ошибка отказа от квеста: ${describeError(error).message}`),
  });

  if (!query.data) {
    if (!query.isError) return <WeeklySkeleton />;
    return <QuestLoadError title="Ошибка загрузки квестов" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const { quest, history, statistics } = query.data;
  return (
    <Stack gap="md">
      {quest ? (
        <WeeklyQuestCard
          quest={quest}
          iconOf={iconOf}
          onAbandon={() => {
            setAbandonError(null);
            setConfirming(true);
          }}
        />
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>На этой неделе квеста нет</Text>
            <Text size="sm" c="dimmed">
              Новый квест недели появляется каждый понедельник в 00:00 по Москве. Можно начать его и сейчас.
            </Text>
            {startError && (
              <Alert color="red" variant="light" role="alert" title="Ошибка старта квеста">
                {startError}
              </Alert>
            )}
            <Button leftSection={<IconFlag size={18} />} onClick={() => start.mutate()} loading={start.isPending}>
              Начать квест
            </Button>
          </Stack>
        </Paper>
      )}
      <QuestBonuses />
      <QuestHistory history={history} statistics={statistics} />
      <ConfirmAbandonModal
        opened={confirming}
        title="Отказаться от квеста недели?"
        text="Задания и прогресс квеста пропадут; полученный опыт останется. Начать новый квест можно до конца недели."
        confirmLabel="Отказаться"
        pending={abandon.isPending}
        error={abandonError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => abandon.mutate()}
      />
    </Stack>
  );
}
