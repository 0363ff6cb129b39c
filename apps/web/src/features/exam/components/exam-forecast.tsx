import type { ForecastView } from '@ege/core/learning/learning-schemas';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ForecastFigures } from '../../../components/forecast-figures';

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
        <ForecastFigures forecast={forecast} testId="exam-forecast-expected" />
        <Anchor renderRoot={(props) => <Link {...props} to="/profile" search={{ tab: 'stats' }} />} fw={600}>
          Прогноз и освоение типов на вкладке «Статистика»
        </Anchor>
      </Stack>
    </Paper>
  );
}
