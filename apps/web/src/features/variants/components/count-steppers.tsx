import { countKeys } from '@ege/core/variants/variant-schemas';
import { ActionIcon, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { clampCount, countOf, countLabelOf, maxCount, type CountKey, type TypeCounts } from '../../../lib/type-counts';
import classes from './count-steppers.module.css';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

type CountSteppersProps = { counts: TypeCounts; onChange: (counts: TypeCounts) => void; disabled?: boolean };

/** The generator's plus/minus counter per type (never below 0, at most 100). */
export function CountSteppers({ counts, onChange, disabled = false }: CountSteppersProps) {
  const step = (key: CountKey, by: number) => onChange({ ...counts, [key]: clampCount(countOf(counts, key) + by) });
  return (
    <SimpleGrid cols={{ base: 3, xs: 4, sm: 5, md: 7 }} spacing="xs" verticalSpacing="xs">
      {countKeys.map((key) => {
        const label = countLabelOf(key);
        const count = countOf(counts, key);
        return (
          <Paper key={key} withBorder radius="md" p={6} className={classes.cell} data-active={count > 0 || undefined} role="group" aria-label={label}>
            <Text size="xs" c="dimmed" ta="center" fw={600} lh={1.4}>
              {key === blockKey ? '19-21' : `№ ${key}`}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap={2}>
              <ActionIcon variant="subtle" size="md" className={classes.step} aria-label={`Убрать: ${label}`} disabled={disabled || count === 0} onClick={() => step(key, -1)}>
                <IconMinus size={16} />
              </ActionIcon>
              <Text fw={700} size="lg" ta="center" miw={24}>
                {count}
              </Text>
              <ActionIcon variant="subtle" size="md" className={classes.step} aria-label={`Добавить: ${label}`} disabled={disabled || count >= maxCount} onClick={() => step(key, 1)}>
                <IconPlus size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
