import { Drawer, Group, Loader, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatChance } from '../../../lib/format-chance';
import { chanceLabel } from '../utils/chance-label';
import classes from './task-types-drawer.module.css';
import { trainerTypeKey, trainerTypeLabel, trainerTypes, type TrainerType } from '../utils/trainer-types';
import { useSwipeLeft } from '../hooks/use-swipe-left';

type TaskTypesDrawerProps = {
  opened: boolean;
  onClose: () => void;
  current: TrainerType | null;
  progress: Record<string, number> | undefined;
  /** The first-try chance per type (issue 18); absent while loading. */
  chances: Record<string, number | null> | undefined;
  pendingType: TrainerType | null;
  onSelect: (type: TrainerType) => void;
};

/** The left slide-out 'Типы заданий': every type with its progress (green when done) and first-try chance; a swipe left closes it. */
export function TaskTypesDrawer({ opened, onClose, current, progress, chances, pendingType, onSelect }: TaskTypesDrawerProps) {
  const swipe = useSwipeLeft(onClose);
  return (
    <Drawer opened={opened} onClose={onClose} position="left" size={320} padding="md" title={<Text fw={700}>Типы заданий</Text>} closeButtonProps={{ 'aria-label': 'Закрыть меню типов' }}>
      <Stack component="nav" aria-label="Типы заданий" gap={4} className={classes.body} {...swipe}>
        {trainerTypes.map((type) => {
          const percent = progress?.[trainerTypeKey(type)] ?? 0;
          const chance = chances?.[trainerTypeKey(type)];
          const isCurrent = current !== null && trainerTypeKey(type) === trainerTypeKey(current);
          return (
            <UnstyledButton
              key={type}
              className={classes.item}
              data-current={isCurrent || undefined}
              data-complete={percent >= 100 || undefined}
              aria-current={isCurrent ? 'true' : undefined}
              aria-label={`${trainerTypeLabel(type)} — ${percent}%${chance === undefined ? '' : `, шанс с первой попытки ${chance === null ? 'нет данных' : formatChance(chance)}`}`}
              disabled={pendingType !== null}
              onClick={() => onSelect(type)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {trainerTypeLabel(type)}
                </Text>
                {pendingType === type ? (
                  <Loader size={14} />
                ) : (
                  <Text size="xs" c="dimmed">
                    {chance !== undefined && <span title="Шанс решить с первой попытки">{chanceLabel(chance)} · </span>}
                    {percent}%
                  </Text>
                )}
              </Group>
              <Progress value={percent} size={4} mt={6} radius="xl" color={percent >= 100 ? 'green' : 'indigo'} aria-label={`Прогресс: ${percent}%`} />
            </UnstyledButton>
          );
        })}
      </Stack>
    </Drawer>
  );
}
