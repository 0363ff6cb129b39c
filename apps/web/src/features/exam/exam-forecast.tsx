import type { ForecastView } from '@ege/core/learning/learning-schemas';
import { Anchor, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatChance } from '../../lib/format-chance';

const thresholds: { key: keyof ForecastView['chances']; label: string }[] = [
  { key: 40, label: '40 и больше' },
  { key: 46, label: '46 и больше' },
  { key: 70, label: '70 и больше' },
  { key: 80, label: '80 и больше' },
];

/** The forecast as it stands after this rehearsal (decision 042): the expected score, its 10–90 range and the chances. */
export function ExamForecast({ forecast }: { forecast: ForecastView }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="exam-forecast-heading">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="exam-forecast-heading">
            Прогноз после экзамена
          </Title>
          <Text size="sm" c="dimmed">
            Ответы экзамена вошли в оценку типов: прогноз балла ЕГЭ пересчитан
          </Text>
        </div>
        <Group gap="xl" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              Ожидаемый балл
            </Text>
            <Text fz={40} fw={700} lh={1} data-testid="exam-forecast-expected">
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {thresholds.map((threshold) => (
            <div key={threshold.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">Шанс набрать {threshold.label}</Text>
                <Text size="sm" fw={600}>
                  {formatChance(forecast.chances[threshold.key])}
                </Text>
              </Group>
              <Progress value={forecast.chances[threshold.key] * 100} color="indigo" aria-label={`Шанс набрать ${threshold.label}: ${formatChance(forecast.chances[threshold.key])}`} />
            </div>
          ))}
        </SimpleGrid>
        <Anchor renderRoot={(props) => <Link {...props} to="/profile" search={{ tab: 'stats' }} />} fw={600}>
          Прогноз и освоение типов на вкладке «Статистика»
        </Anchor>
      </Stack>
    </Paper>
  );
}
