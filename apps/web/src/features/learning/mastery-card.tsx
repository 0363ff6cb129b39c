import type { MasteryView } from '@ege/core/learning/learning-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatChance } from '../../lib/format-chance';
import { formatDue } from './format-due';
import { WeakPracticeButton } from './weak-practice-button';

const answerForms = ['ответу', 'ответам', 'ответам'] as const;
const listStyle = { listStyle: 'none', padding: 0, margin: 0 };

function colorOf(probability: number): string {
  if (probability >= 0.8) return 'teal';
  if (probability >= 0.5) return 'yellow';
  return 'red';
}

/** Each tried type's chance to be solved on the first try and when its practice card asks for it (decision 042); the untried ones apart, 'нет данных' (decision 050). */
export function MasteryCard({ mastery }: { mastery: MasteryView }) {
  const headingId = useId();
  const untriedId = useId();
  const tried = mastery.types.flatMap((type) => (type.probability === null ? [] : [{ ...type, probability: type.probability }]));
  const untried = mastery.types.filter((type) => type.probability === null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="h3" id={headingId}>
              Освоение типов
            </Title>
            <Text size="sm" c="dimmed">
              Шанс решить задание с первой попытки: свежие ответы весят больше, пока ответов мало — оценка осторожная
            </Text>
          </div>
          <WeakPracticeButton />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm" component="ul" style={listStyle}>
          {tried.map((type) => (
            <li key={type.type} data-testid={`mastery-${type.type}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" truncate>
                  {type.type}. {type.name}
                </Text>
                <Text size="sm" fw={600}>
                  {formatChance(type.probability)}
                </Text>
              </Group>
              <Progress value={type.probability * 100} color={colorOf(type.probability)} aria-label={`Задание ${type.type}: ${formatChance(type.probability)}`} />
              <Text size="xs" c="dimmed">
                По {type.attempts_used} {pluralRu(type.attempts_used, answerForms)} · повторить {formatDue(type.due_at)}
              </Text>
            </li>
          ))}
        </SimpleGrid>
        {untried.length > 0 && (
          <div>
            <Title order={3} fz="sm" id={untriedId}>
              Нет данных — ещё не решались
            </Title>
            <Text size="xs" c="dimmed" mb={4}>
              Шанса у этих типов пока нет: прогноз считает их по вашему общему уровню
            </Text>
            <Group gap={6} component="ul" aria-labelledby={untriedId} style={listStyle}>
              {untried.map((type) => (
                <li key={type.type} data-testid={`mastery-untried-${type.type}`}>
                  <Badge variant="light" color="gray" tt="none" title={type.name}>
                    {type.type}. нет данных
                  </Badge>
                </li>
              ))}
            </Group>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
