import type { TypeStatistics } from '@ege/core/statistics/statistics-schemas';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatElapsed } from '../../lib/format-elapsed';
import { speedRatingColors } from '../../lib/speed-rating-color';
import { blockKey } from '@ege/core/tasks/bank/task-type-catalog';

function titleOf(key: string): string {
  return key === blockKey ? 'Задания 19-21' : `Задание ${key}`;
}

function TypeCard({ type }: { type: TypeStatistics }) {
  const title = titleOf(type.key);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={title}>
      <Stack gap={8} h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <div>
            <Title order={3} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {type.name}
            </Text>
          </div>
          {type.mastered && (
            <Badge color="green" variant="light" tt="none" leftSection={<IconCircleCheck size={14} />} style={{ flexShrink: 0 }}>
              Освоено
            </Badge>
          )}
        </Group>
        {/* A type not yet tried gets one line instead of a row of dashes: 25 cards make a long phone page. */}
        {type.solved === 0 && type.attempts === 0 ? (
          <Text size="sm" c="dimmed">
            Решено: 0 · Нет оценки
          </Text>
        ) : (
          <>
            <Group gap="lg">
              <div>
                <Text size="xs" c="dimmed">
                  Решено
                </Text>
                <Text fw={700}>{type.solved}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Среднее время
                </Text>
                <Text fw={700}>{type.average_solving_time === null ? '—' : formatElapsed(type.average_solving_time)}</Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  Точность
                </Text>
                <Text fw={700}>{type.accuracy === null ? '—' : `${type.accuracy}%`}</Text>
              </div>
            </Group>
            {type.rating ? (
              <Badge color={speedRatingColors[type.rating.level]} variant="light" size="lg" tt="none">
                {type.rating.label}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" size="lg" tt="none">
                Нет оценки
              </Badge>
            )}
          </>
        )}
        <Text size="sm">{type.explanation}</Text>
        {type.attempts > 0 && (
          <Text size="xs" c="dimmed">
            Верных ответов: {type.correct_attempts} из {type.attempts}
          </Text>
        )}
        <Anchor
          // The trainer's own address of a type (decision 023); a typed search would write ?type=%225%22.
          href={type.key === blockKey ? '/trainer/block-19-21' : `/trainer?type=${type.key}`}
          size="sm"
          mt="auto"
          aria-label={`Тренироваться: ${title.toLowerCase()}`}
        >
          Тренироваться
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** A card per type, 19–21 as one (as the trainer's progress counts it): count, average time, rating and why, accuracy. */
export function TypeStatisticsGrid({ types }: { types: TypeStatistics[] }) {
  return (
    <section aria-labelledby="statistics-types-heading">
      <Title order={2} fz="h3" mb="sm" id="statistics-types-heading">
        По типам заданий
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {types.map((type) => (
          <TypeCard key={type.key} type={type} />
        ))}
      </SimpleGrid>
    </section>
  );
}
