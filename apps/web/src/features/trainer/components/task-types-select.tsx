import { Group, Loader, Progress, Select, Stack, Text } from '@mantine/core';
import { chanceLabel } from '../utils/chance-label';
import { parseTrainerTypeKey, trainerTypeKey, trainerTypeLabel, trainerTypes, type TrainerType } from '../utils/trainer-types';

type TaskTypesSelectProps = {
  current: TrainerType | null;
  progress: Record<string, number> | undefined;
  /** The first-try chance per type (issue 18); absent while loading. */
  chances: Record<string, number | null> | undefined;
  pendingType: TrainerType | null;
  onSelect: (type: TrainerType) => void;
};

/** Under 768 px the types menu is a dropdown (SPEC §2), beside the heading: its name is for screen readers only. Options show the first-try chance too. */
export function TaskTypesSelect({ current, progress, chances, pendingType, onSelect }: TaskTypesSelectProps) {
  const percentOf = (key: string) => progress?.[key] ?? 0;
  const data = trainerTypes.map((type) => {
    const key = trainerTypeKey(type);
    return { value: key, label: `${trainerTypeLabel(type)} — ${percentOf(key)}%` };
  });
  return (
    <Select
      aria-label="Типы заданий"
      placeholder="Типы заданий"
      data={data}
      value={current === null ? null : trainerTypeKey(current)}
      onChange={(key) => {
        const type = key === null ? undefined : parseTrainerTypeKey(key);
        if (type !== undefined && (current === null || key !== trainerTypeKey(current))) onSelect(type);
      }}
      allowDeselect={false}
      disabled={pendingType !== null}
      rightSection={pendingType !== null ? <Loader size={16} /> : undefined}
      checkIconPosition="right"
      maxDropdownHeight={360}
      comboboxProps={{ shadow: 'md', width: 260, position: 'bottom-end' }}
      renderOption={({ option, checked }) => {
        const percent = percentOf(option.value);
        const chance = chances?.[option.value];
        return (
          <Stack gap={4} w="100%">
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" c={percent >= 100 ? 'green' : checked ? 'indigo' : undefined} fw={percent >= 100 || checked ? 700 : 500}>
                {option.label.replace(/ — \d+%$/, '')}
              </Text>
              <Text size="xs" c="dimmed">
                {chance !== undefined && `${chanceLabel(chance)} · `}
                {percent}%
              </Text>
            </Group>
            <Progress value={percent} size={4} radius="xl" color={percent >= 100 ? 'green' : 'indigo'} />
          </Stack>
        );
      }}
    />
  );
}
