import { Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconChartBar, IconRefresh, IconTarget } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { useStatisticsOverview } from './api/use-statistics-overview';
import { LazyStatisticsCharts } from './lazy-statistics-charts';
import { StatisticsSkeleton } from './statistics-skeleton';
import { StatisticsTotals } from './statistics-totals';
import { TypeStatisticsGrid } from './type-statistics-grid';

/** The profile's Статистика tab (SPEC §2): totals, the charts (loaded with the tab only) and a card per type. */
export function StatisticsTab() {
  const query = useStatisticsOverview();

  if (!query.data) {
    if (query.isError) {
      return (
        <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки статистики" description={describeError(query.error).message}>
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
            Повторить
          </Button>
        </PageNotice>
      );
    }
    return <StatisticsSkeleton />;
  }

  const overview = query.data;
  if (overview.types.every((type) => type.attempts === 0 && type.solved === 0)) {
    return (
      <PageNotice
        icon={<IconChartBar size={28} />}
        title="Пока нет решённых задач"
        description="Решите первую задачу в тренажере: здесь появятся итоги, скорость и точность по каждому типу, календарь занятий и опыт по неделям."
      >
        <Button component={Link} to="/trainer" leftSection={<IconTarget size={18} />}>
          Перейти в тренажер
        </Button>
      </PageNotice>
    );
  }

  return (
    <Stack gap="xl">
      <StatisticsTotals totals={overview.totals} masteryRule={overview.mastery_rule} />
      <LazyStatisticsCharts overview={overview} />
      <TypeStatisticsGrid types={overview.types} />
    </Stack>
  );
}
