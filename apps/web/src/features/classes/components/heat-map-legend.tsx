import { Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { successLevels } from '../utils/success-levels';
import classes from './heat-map.module.css';

/** What the colours mean: the share of right first tries, step by step, and the dash of no try. */
export function HeatMapLegend() {
  return (
    <Group gap={6} aria-label="Цвета: доля верных первых попыток" role="list">
      <Text size="xs" c="dimmed" role="presentation">
        Верных с первой попытки:
      </Text>
      {successLevels.map((level) => (
        <span key={level.label} role="listitem" className={classes.swatch} style={{ '--cell-light': level.light, '--cell-dark': level.dark } as CSSProperties}>
          {level.label}
        </span>
      ))}
      <Text size="xs" c="dimmed" role="listitem">
        — нет попыток
      </Text>
    </Group>
  );
}
