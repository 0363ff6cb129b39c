import type { ForecastView } from '@ege/core/learning/learning-schemas';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatChance } from '../../lib/format-chance';
import { LazyForecastHistoryChart } from './lazy-forecast-history-chart';

const thresholds: { key: keyof ForecastView['chances']; label: string }[] = [
  { key: 40, label: '40 и больше' },
  { key: 46, label: '46 и больше (порог большинства вузов)' },
  { key: 70, label: '70 и больше' },
  { key: 80, label: '80 и больше' },
];

/** The score forecast (decision 042): expected test score, its 10–90 range, the thresholds' chances and how it moved. */
/** Below this many answers the prior still weighs on several types: the card says so. */
const fewAnswers = 100;

export function ForecastCard({ forecast, answers }: { forecast: ForecastView; answers: number }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id={headingId}>
            Прогноз балла ЕГЭ
          </Title>
          <Text size="sm" c="dimmed">
            По вашим ответам с первой попытки: сколько баллов вы получили бы, если бы экзамен был сегодня
          </Text>
        </div>
        <Group gap="xl" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Ожидаемый балл
            </Text>
            <Text fz={40} fw={700} lh={1} data-testid="forecast-expected">
              {Math.round(forecast.expected_test_score)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              В 8 случаях из 10
            </Text>
            <Text fz="xl" fw={600}>
              от {forecast.p10} до {forecast.p90}
            </Text>
          </div>
        </Group>
        {answers < fewAnswers && (
          <Text size="sm" c="dimmed">
            Пока ответов мало ({answers}): для нерешавшихся типов прогноз берёт осторожную оценку и уточнится с практикой.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {thresholds.map((threshold) => (
            <div key={threshold.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{threshold.label}</Text>
                <Text size="sm" fw={600}>
                  {formatChance(forecast.chances[threshold.key])}
                </Text>
              </Group>
              <Progress value={forecast.chances[threshold.key] * 100} color="indigo" aria-label={`Шанс набрать ${threshold.label}: ${formatChance(forecast.chances[threshold.key])}`} />
            </div>
          ))}
        </SimpleGrid>
        {forecast.history.length >= 2 ? (
          <LazyForecastHistoryChart history={forecast.history} />
        ) : (
          <Text size="sm" c="dimmed">
            Прогноз сохраняется каждый день, когда вы его смотрите: со следующего дня здесь появится график.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
