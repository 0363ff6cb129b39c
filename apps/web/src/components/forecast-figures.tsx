import type { ForecastView, ReadyForecastView } from '@ege/core/learning/learning-schemas';
import { Group, Progress, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatChance } from '../lib/format-chance';
import { ForecastShortOfData } from './forecast-short-of-data';

const thresholds: { key: keyof ReadyForecastView['chances']; label: string }[] = [
  { key: 40, label: '40 и больше' },
  { key: 46, label: '46 и больше (порог большинства вузов)' },
  { key: 70, label: '70 и больше' },
  { key: 80, label: '80 и больше' },
];

/**
 * The score forecast's figures (decisions 042, 050), wherever it is shown (the Статистика tab, a
 * rehearsal's result): the expected test score, its 10–90 range, then `note` if any, then the
 * thresholds' chances; with too few answers, how many more it takes and no number at all. No chart
 * here, so a page showing only these loads no chart code.
 */
export function ForecastFigures({ forecast, testId, note }: { forecast: ForecastView; testId: string; note?: ReactNode }) {
  if (forecast.status === 'insufficient') return <ForecastShortOfData need={forecast.need} testId={`${testId}-short`} />;
  return (
    <>
      <Group gap="xl" align="flex-end" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed">
            Ожидаемый балл
          </Text>
          <Text fz={40} fw={700} lh={1} data-testid={testId}>
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
      {note}
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
    </>
  );
}
