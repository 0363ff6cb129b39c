import { pluralRu } from '@ege/core/text/plural-ru';
import { Text } from '@mantine/core';

const taskForms = ['задание', 'задания', 'заданий'] as const;

/** What the forecast says instead of a score while it has too few answers behind it (decision 050). */
export function ForecastShortOfData({ need, testId }: { need: number; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text fw={600}>
        Мало данных: решите ещё {need} {pluralRu(need, taskForms)}
      </Text>
      <Text size="sm" c="dimmed">
        или пройдите пробный экзамен — тогда появится прогноз балла. Считаются первые попытки в тренажере и задания полных вариантов.
      </Text>
    </div>
  );
}
