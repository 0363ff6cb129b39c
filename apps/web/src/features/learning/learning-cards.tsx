import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { useForecast } from './api/use-forecast';
import { useMastery } from './api/use-mastery';
import { ForecastCard } from './forecast-card';
import { MasteryCard } from './mastery-card';
import { WeakPracticeButton } from './weak-practice-button';

/**
 * The Статистика tab's forecast and mastery cards, composed beside the statistics by the profile route.
 * `below` (the route's statistics) is mounted at once, so its data loads meanwhile, but shown only with
 * the cards: under their skeleton it jumped ~300 px down when they came (issue 26 §3, layout shift 0.09).
 */
export function LearningCards({ below }: { below?: ReactNode }) {
  const forecast = useForecast();
  const mastery = useMastery();
  const failed = forecast.error ?? mastery.error;
  const loading = !failed && (!forecast.data || !mastery.data);
  const cards = () => {
    if (failed) {
      return (
        <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки прогноза" description={describeError(failed).message}>
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void Promise.all([forecast.refetch(), mastery.refetch()])} loading={forecast.isFetching || mastery.isFetching}>
            Повторить
          </Button>
        </PageNotice>
      );
    }
    if (!forecast.data || !mastery.data) {
      return (
        <Paper withBorder p="md" role="status" aria-label="Загрузка прогноза">
          <Skeleton height={22} width={220} radius="md" mb="md" />
          <Skeleton height={160} radius="sm" />
        </Paper>
      );
    }
    const answers = mastery.data.types.reduce((sum, type) => sum + type.attempts_used, 0);
    if (answers === 0) {
      return (
        <Paper withBorder p="md" component="section" aria-label="Прогноз балла ЕГЭ">
          <Group justify="space-between" gap="sm">
            <Text>Прогноз балла ЕГЭ и освоение типов появятся после первых ответов.</Text>
            <WeakPracticeButton />
          </Group>
        </Paper>
      );
    }
    return (
      <Stack gap="md">
        <ForecastCard forecast={forecast.data} answers={answers} />
        <MasteryCard mastery={mastery.data} />
      </Stack>
    );
  };

  return (
    <Stack gap="xl">
      {cards()}
      {below !== undefined && <div hidden={loading}>{below}</div>}
    </Stack>
  );
}
