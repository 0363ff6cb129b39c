import { progressGoals } from '@ege/core/tasks/bank/progress-goals';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';
import { countRu, taskForms } from '@ege/core/text/plural-ru';
import { Group, Loader, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { taskTypeIcon } from '../utils/task-type-icons';
import classes from './trainer-type-grid.module.css';
import { progressLine } from '../utils/progress-line';
import { trainerTypeInfo } from '../utils/trainer-type-info';
import { trainerTypeKey, trainerTypeLabel, trainerTypes, type TrainerType } from '../utils/trainer-types';

type TrainerTypeGridProps = {
  progress: Record<string, number> | undefined;
  pendingType: TrainerType | null;
  onSelect: (type: TrainerType) => void;
};

/** A click that opens the link elsewhere (a new tab or window) rather than here. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The type cards of the trainer home: 1–18, 19-21, 22–27. Each is a link (/trainer?type=5, the block's
 * own page), so it opens in a new tab too; a plain click fetches the task here, with its loader, and
 * the cards wait while one loads. The percent is the type's solved tasks against its goal: the line
 * above the cards says so, and each card's title and name give its count (progressLine).
 */
export function TrainerTypeGrid({ progress, pendingType, onSelect }: TrainerTypeGridProps) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Процент — сколько разных заданий типа решено из цели: {countRu(progressGoals['1']!, taskForms)}, для 26 и 27 — {progressGoals['26']}, для блока 19-21 —{' '}
        {countRu(progressGoals[blockKey]!, ['вопрос', 'вопроса', 'вопросов'])}.
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5 }} spacing="sm" role="group" aria-label="Тип задания">
        {trainerTypes.map((type) => {
          const info = trainerTypeInfo(type);
          const Icon = taskTypeIcon(type);
          const key = trainerTypeKey(type);
          const percent = progress?.[key] ?? 0;
          const solved = progressLine(key, percent);
          const loading = pendingType === type;
          const waiting = pendingType !== null;
          return (
            <UnstyledButton
              key={type}
              component="a"
              href={type === blockKey ? '/trainer/block-19-21' : `/trainer?type=${type}`}
              className={classes.card}
              onClick={(event: MouseEvent) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                if (!waiting) onSelect(type);
              }}
              aria-disabled={waiting || undefined}
              data-loading={loading || undefined}
              aria-busy={loading || undefined}
              aria-label={`${trainerTypeLabel(type)}: ${info.name}, ${percent}%: ${solved.toLowerCase()}`}
              title={solved}
            >
              <Group justify="space-between" wrap="nowrap" gap={6}>
                <Text fw={700} size="sm">
                  {trainerTypeLabel(type)}
                </Text>
                {loading ? <Loader size={18} /> : <Icon className={classes.icon} size={20} stroke={1.7} color={`var(--mantine-color-${info.color}-filled)`} aria-hidden="true" />}
              </Group>
              {/* The spaces between the parts keep the shown words apart for checks that join the card's
                  text without layout (axe's label-in-name); the page shows nothing of them. */}{' '}
              <Text size="xs" c="dimmed" className={classes.name}>
                {info.name}
              </Text>{' '}
              <Group gap={8} wrap="nowrap" mt="auto">
                <Progress value={percent} color={percent >= 100 ? 'green' : 'indigo'} size="sm" radius="xl" style={{ flex: 1 }} aria-hidden="true" />
                <Text size="xs" c="dimmed" w={34} ta="right">
                  {percent}%
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
