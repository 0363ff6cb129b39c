import '@mantine/core/styles/Tooltip.css';
import '@mantine/charts/styles.css';
import type { StatisticsOverview } from '@ege/core/statistics/statistics-schemas';
import { pluralRu } from '@ege/core/text/plural-ru';
import { BarChart, Heatmap, LineChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ScrollBox } from '../../components/scroll-box';

const monthLabels = ['Янв', 'Фев', 'Мар', 'Апр', 'Май', 'Июн', 'Июл', 'Авг', 'Сен', 'Окт', 'Ноя', 'Дек'];
// Sunday first, as Heatmap expects; it turns them to start on Monday.
const weekdayLabels = ['', 'Пн', '', 'Ср', '', 'Пт', ''];
const taskForms = ['задача', 'задачи', 'задач'] as const;
const dayForms = ['день', 'дня', 'дней'] as const;

function dayLabelOf(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** '2026-11-23' -> '23.11': the Monday of a week on the axis. */
function weekLabelOf(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}`;
}

function ChartSection({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {summary}
      </Text>
      {children}
    </Paper>
  );
}

function SolvesCalendar({ calendar }: { calendar: StatisticsOverview['calendar'] }) {
  const viewport = useRef<HTMLDivElement>(null);
  // On a phone the year is wider than the screen: start at today's end, older weeks a swipe away.
  useEffect(() => {
    if (viewport.current) viewport.current.scrollLeft = viewport.current.scrollWidth;
  }, []);
  const counts = Object.values(calendar.days);
  const total = counts.reduce((sum, n) => sum + n, 0);
  const summary = `За последний год: ${total} ${pluralRu(total, taskForms)} за ${counts.length} ${pluralRu(counts.length, dayForms)} (по московскому времени)`;
  return (
    <ChartSection title="Решённые задачи по дням" summary={summary}>
      <ScrollBox ref={viewport} label="Календарь решённых задач, прокручивается вбок">
        <Heatmap
          data={calendar.days}
          startDate={calendar.start}
          endDate={calendar.end}
          rectSize={12}
          gap={3}
          withMonthLabels
          monthLabels={monthLabels}
          withWeekdayLabels
          weekdayLabels={weekdayLabels}
          firstDayOfWeek={1}
          withOutsideDates={false}
          withLegend
          legendLabels={['Меньше', 'Больше']}
          withTooltip
          getTooltipLabel={({ date, value }) => `${dayLabelOf(date)}: ${value ?? 0} ${pluralRu(value ?? 0, taskForms)}`}
          role="img"
          aria-label={`Календарь решённых задач: ${summary}`}
        />
      </ScrollBox>
    </ChartSection>
  );
}

function AccuracyChart({ types }: { types: StatisticsOverview['types'] }) {
  const data = types.filter((type) => type.accuracy !== null).map((type) => ({ type: type.key, accuracy: type.accuracy }));
  return (
    <ChartSection title="Точность по типам" summary="Доля верных ответов среди всех ответов типа, %; линия — 80%, порог освоения">
      {data.length === 0 ? (
        <Text size="sm">Ответов пока нет.</Text>
      ) : (
        <ScrollBox label="Точность по типам, прокручивается вбок">
          <Box miw={Math.max(280, data.length * 28)}>
            <BarChart
              h={240}
              data={data}
              dataKey="type"
              series={[{ name: 'accuracy', label: 'Точность', color: 'indigo.6' }]}
              yAxisProps={{ domain: [0, 100], width: 48 }}
              unit="%"
              referenceLines={[{ y: 80, color: 'green.7' }]}
              maxBarWidth={32}
              tickLine="y"
              role="img"
              aria-label={`Точность по типам: ${data.map((d) => `${d.type} — ${d.accuracy}%`).join(', ')}`}
            />
          </Box>
        </ScrollBox>
      )}
    </ChartSection>
  );
}

function ExperienceChart({ weeks }: { weeks: StatisticsOverview['experience_weeks'] }) {
  const data = weeks.map((week) => ({ week: weekLabelOf(week.week_start), points: week.points }));
  const total = weeks.reduce((sum, week) => sum + week.points, 0);
  const thisWeek = weeks.at(-1)?.points ?? 0;
  const summary = `За ${weeks.length} ${pluralRu(weeks.length, ['неделю', 'недели', 'недель'])}: ${total} опыта, на этой неделе: ${thisWeek}. Неделя начинается в понедельник`;
  return (
    <ChartSection title="Опыт по неделям" summary={summary}>
      <LineChart
        h={240}
        data={data}
        dataKey="week"
        series={[{ name: 'points', label: 'Опыт', color: 'teal.7' }]}
        curveType="monotone"
        yAxisProps={{ width: 48, allowDecimals: false }}
        tickLine="y"
        role="img"
        aria-label={`Опыт по неделям. ${summary}`}
      />
    </ChartSection>
  );
}

/** The tab's charts, in their own chunk with @mantine/charts and recharts (docs/decisions/025): the calendar, accuracy and experience. */
export function StatisticsCharts({ overview }: { overview: StatisticsOverview }) {
  return (
    <Stack gap="md">
      <SolvesCalendar calendar={overview.calendar} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AccuracyChart types={overview.types} />
        <ExperienceChart weeks={overview.experience_weeks} />
      </SimpleGrid>
    </Stack>
  );
}
