import '@mantine/charts/styles.css';
import type { ForecastView } from '@ege/core/learning/learning-schemas';
import { LineChart } from '@mantine/charts';

/** '2026-11-23' -> '23.11'. */
function dayLabelOf(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}`;
}

/** How the forecast moved, a point a day it was looked at: in its own chunk with recharts (decision 025). */
export function ForecastHistoryChart({ history }: { history: ForecastView['history'] }) {
  const data = history.map((point) => ({ day: dayLabelOf(point.day), expected: point.expected_test_score, p10: point.p10, p90: point.p90 }));
  const first = history[0]!;
  const last = history.at(-1)!;
  return (
    <LineChart
      h={200}
      data={data}
      dataKey="day"
      series={[
        { name: 'expected', label: 'Ожидаемый балл', color: 'indigo.6' },
        { name: 'p10', label: '10-й перцентиль', color: 'gray.5', strokeDasharray: '4 4' },
        { name: 'p90', label: '90-й перцентиль', color: 'gray.5', strokeDasharray: '4 4' },
      ]}
      curveType="monotone"
      yAxisProps={{ width: 40, domain: [0, 100] }}
      tickLine="y"
      role="img"
      aria-label={`Прогноз по дням: с ${dayLabelOf(first.day)} по ${dayLabelOf(last.day)} ожидаемый балл изменился с ${first.expected_test_score} до ${last.expected_test_score}`}
    />
  );
}
