import type { DailyQuest } from '@ege/core/quests/quest-schemas';
import { Alert, Badge, Button, Collapse, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconConfetti, IconSparkles } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { ConfirmAbandonModal } from './confirm-abandon-modal';
import { QuestLoadError } from './quest-load-error';
import { QuestMap, type TypeIconOf } from './quest-map';
import { StreakCard } from './streak-card';
import { useAbandonDailyQuest } from './api/use-abandon-daily-quest';
import { useDailyQuest } from './api/use-daily-quest';
import { useGenerateDailyQuest } from './api/use-generate-daily-quest';
import { useShareDailyStreak } from './api/use-share-daily-streak';

function DailyQuestCard({ quest, onAbandon, iconOf }: { quest: DailyQuest; onAbandon: () => void; iconOf: TypeIconOf }) {
  const headingId = useId();
  const mapId = useId();
  const [open, setOpen] = useState(true);
  const active = quest.status === 'active';
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Title order={3} fz="lg" id={headingId}>
              Квест на {quest.formatted_created_date}
            </Title>
            <Badge color={quest.status_color} variant="light" tt="none">
              {quest.status_text}
            </Badge>
          </Group>
          <Badge size="lg" color="orange" variant="light" tt="none">
            x{quest.experience_multiplier.toFixed(1)} · день серии {quest.streak}
          </Badge>
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Выполнено {quest.progress.completed} из {quest.progress.total}
            </Text>
            <Text size="sm">
              {quest.base_experience} × {quest.experience_multiplier.toFixed(1)} = <b>{quest.total_experience} опыта</b>
            </Text>
          </Group>
          <Progress value={quest.progress.percentage} color={active ? 'blue' : 'green'} aria-label={`Ежедневный квест: ${quest.progress.percentage}%`} />
        </div>
        {quest.message && (
          <Alert color="green" variant="light" icon={<IconConfetti size={20} />} role="status">
            {quest.message}
          </Alert>
        )}
        {active && (
          <Group justify="space-between" gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={mapId}
              rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
            >
              {open ? 'Свернуть задания' : 'Показать задания'}
            </Button>
            <Button variant="subtle" color="red" size="compact-sm" onClick={onAbandon}>
              Отменить квест
            </Button>
          </Group>
        )}
        {/* Collapsible only while active: a completed quest always shows what was done. */}
        <Collapse expanded={!active || open} id={mapId}>
          <Stack gap="xs">
            <QuestMap tasks={quest.progress.tasks_detail} columns={5} label="Задания ежедневного квеста" iconOf={iconOf} />
            {active && (
              <Text size="xs" c="dimmed">
                Решите задание в тренажере — оно отметится здесь. Нажмите на клетку, чтобы открыть задание.
              </Text>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}

function DailySkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка ежедневного квеста">
      <Skeleton height={96} radius="md" />
      <Skeleton height={180} radius="md" />
    </Stack>
  );
}

/** The daily quest (SPEC §2, §3): 5 tasks the student needs, the streak's multiplier applied once on completion. */
export function DailyQuestPanel({ iconOf }: { iconOf: TypeIconOf }) {
  const query = useDailyQuest();
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [abandonError, setAbandonError] = useState<string | null>(null);
  useShareDailyStreak(query.data);
  const generate = useGenerateDailyQuest({
    onGenerated: () => setGenerateError(null),
    onError: (error) => setGenerateError(describeError(error).message),
  });
  const abandon = useAbandonDailyQuest({
    onAbandoned: () => setConfirming(false),
    onError: (error) => setAbandonError(`Ошибка отмены квеста: ${describeError(error).message}`),
  });

  if (!query.data) {
    if (!query.isError) return <DailySkeleton />;
    return <QuestLoadError title="Ошибка загрузки ежедневного квеста" error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const { quest, can_generate, streak } = query.data;
  return (
    <Stack gap="md">
      <StreakCard streak={streak} />
      {quest ? (
        <DailyQuestCard
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
            <Text fw={600}>Ежедневный квест на сегодня ещё не создан</Text>
            <Text size="sm" c="dimmed">
              5 заданий тех типов, что вам нужнее всего. Опыт за квест умножается на множитель серии: x{streak.multiplier.toFixed(1)} сегодня.
            </Text>
            {generateError && (
              <Alert color="red" variant="light" role="alert" title="Ошибка генерации квеста">
                {generateError}
              </Alert>
            )}
            <Button leftSection={<IconSparkles size={18} />} onClick={() => generate.mutate()} loading={generate.isPending} disabled={!can_generate}>
              Сгенерировать квест
            </Button>
          </Stack>
        </Paper>
      )}
      <ConfirmAbandonModal
        opened={confirming}
        title="Отменить ежедневный квест?"
        text="Прогресс квеста пропадёт, а опыт за него не начислится. Сегодня можно будет сгенерировать новый."
        confirmLabel="Отменить квест"
        pending={abandon.isPending}
        error={abandonError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => abandon.mutate()}
      />
    </Stack>
  );
}
