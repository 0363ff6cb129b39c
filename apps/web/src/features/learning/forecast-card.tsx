import type { ForecastView } from '@ege/core/learning/learning-schemas';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ForecastFigures } from '../../components/forecast-figures';
import { LazyForecastHistoryChart } from './lazy-forecast-history-chart';

/** Below this many answers the untried types are guesses from the student's level: the card says the range is wide. */
const fewAnswers = 100;

/** The score forecast (decisions 042, 050): expected test score, its 10–90 range, the thresholds' chances and how it moved; or how many more tasks it needs. */
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
        <ForecastFigures
          forecast={forecast}
          testId="forecast-expected"
          note={
            answers < fewAnswers && (
              <Text size="sm" c="dimmed">
                Пока ответов немного ({answers}): для нерешавшихся типов прогноз исходит из вашего общего уровня, поэтому диапазон широкий — он сузится с практикой.
              </Text>
            )
          }
        />
        {forecast.status === 'insufficient' ? null : forecast.history.length >= 2 ? (
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
