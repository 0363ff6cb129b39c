import { Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useStickyHeight } from '../../../lib/use-sticky-height';
import classes from '../../../components/sticky-bar.module.css';
import { VariantTimer } from './variant-timer';

type VariantStickyBarProps = {
  seconds: number;
  answered: number;
  total: number;
  /** 'Завершить'. */
  finish: ReactNode;
  /** КЕГЭ's row of task numbers, in one line that scrolls sideways. */
  numbers?: ReactNode;
};

/**
 * On a phone the timer, the answered count, 'Завершить' and the task numbers stay under the header
 * while the page scrolls: a long statement would otherwise take them off screen.
 */
export function VariantStickyBar({ seconds, answered, total, finish, numbers }: VariantStickyBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  useStickyHeight(bar);
  return (
    <Paper ref={bar} withBorder radius="md" px="xs" py={6} className={classes.bar} role="region" aria-label="Время и номера заданий">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <VariantTimer seconds={seconds} />
            <Stack gap={0} className={classes.count}>
              <Text size="xs" c="dimmed" lh={1.2}>
                Отвечено
              </Text>
              <Text size="sm" fw={700} lh={1.3}>
                {answered} из {total}
              </Text>
            </Stack>
          </Group>
          {finish}
        </Group>
        {numbers}
      </Stack>
    </Paper>
  );
}
