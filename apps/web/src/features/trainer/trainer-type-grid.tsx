import { Group, Loader, Progress, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import classes from './trainer-type-grid.module.css';
import { trainerTypeInfo } from './trainer-type-info';
import { trainerTypeKey, trainerTypeLabel, trainerTypes, type TrainerType } from './trainer-types';

type TrainerTypeGridProps = {
  progress: Record<string, number> | undefined;
  pendingType: TrainerType | null;
  onSelect: (type: TrainerType) => void;
};

/** The type buttons of the trainer home: 1–18, 19-21, 22–27, all disabled while a task loads. */
export function TrainerTypeGrid({ progress, pendingType, onSelect }: TrainerTypeGridProps) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5 }} spacing="sm" role="group" aria-label="Тип задания">
      {trainerTypes.map((type) => {
        const info = trainerTypeInfo(type);
        const percent = progress?.[trainerTypeKey(type)] ?? 0;
        const loading = pendingType === type;
        return (
          <UnstyledButton
            key={type}
            className={classes.card}
            onClick={() => onSelect(type)}
            disabled={pendingType !== null}
            data-loading={loading || undefined}
            aria-busy={loading || undefined}
            aria-label={`${trainerTypeLabel(type)}: ${info.name}, ${percent}%`}
          >
            <Group justify="space-between" wrap="nowrap" gap={6}>
              <Text fw={700} size="sm">
                {trainerTypeLabel(type)}
              </Text>
              {loading ? <Loader size={18} /> : <span className={classes.icon} aria-hidden="true">{info.icon}</span>}
            </Group>
            <Text size="xs" c="dimmed" className={classes.name}>
              {info.name}
            </Text>
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
  );
}
