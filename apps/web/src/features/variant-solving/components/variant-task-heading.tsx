import { Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type VariantTaskHeadingProps = {
  position: number;
  /** Shown as 'из N' in КЕГЭ mode. */
  total?: number;
  type: number;
  extra?: ReactNode;
};

/** 'Задание 3 из 12' with the task's exam type. */
export function VariantTaskHeading({ position, total, type, extra }: VariantTaskHeadingProps) {
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        Задание {position}
        {total !== undefined && (
          <Text span c="dimmed" fw={500} fz="inherit">
            {' '}
            из {total}
          </Text>
        )}
      </Title>
      <Group gap={6} wrap="wrap">
        <Badge variant="light" color="gray" tt="none">
          Тип {type}
        </Badge>
        {extra}
      </Group>
    </Group>
  );
}
