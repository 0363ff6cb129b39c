import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import type { TopPeriod, TopUser } from '@ege/core/top/top-schemas';
import { Avatar, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconMedal, IconRefresh, IconTrophy } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { PageNotice } from '../../components/page-notice';
import { ScrollBox } from '../../components/scroll-box';
import { describeError } from '../../lib/describe-error';
import { useTop } from './api/use-top';
import classes from './top-tab.module.css';

const topLimit = 20;
const numberFormat = new Intl.NumberFormat('ru-RU');
const periods: { value: TopPeriod; label: string }[] = [
  { value: 'all', label: 'Всё время' },
  { value: 'week', label: 'Эта неделя' },
];
// Drawn, not emoji: an emoji medal is a blank box where the system has no colour emoji font.
const medals: Record<number, { name: string; className: string }> = {
  1: { name: 'золотая медаль', className: classes.gold! },
  2: { name: 'серебряная медаль', className: classes.silver! },
  3: { name: 'бронзовая медаль', className: classes.bronze! },
};

function formatWeekStart(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

function PlaceCell({ place }: { place: number }) {
  const medal = medals[place];
  return (
    <Table.Td>
      {medal ? (
        <span role="img" aria-label={`${place} место, ${medal.name}`} className={`${classes.medal} ${medal.className}`}>
          <IconMedal size={14} aria-hidden="true" />
          {place}
        </span>
      ) : (
        <Text fw={600}>{place}</Text>
      )}
    </Table.Td>
  );
}

function TopRow({ user }: { user: TopUser }) {
  return (
    <Table.Tr className={user.isCurrent ? classes.current : undefined} aria-current={user.isCurrent ? 'true' : undefined}>
      <PlaceCell place={user.place} />
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={user.avatar} alt="" name={user.username} color="initials" size={32} />
          <Text fw={user.isCurrent ? 700 : 500} className={classes.user}>
            <span className={classes.name} title={user.username}>
              {user.username}
            </span>
            {user.isCurrent && ' (Вы)'}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {numberFormat.format(user.points)}
      </Table.Td>
      <Table.Td ta="right">{user.level}</Table.Td>
      <Table.Td ta="right">{user.achievements_count}</Table.Td>
    </Table.Tr>
  );
}

function TopSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Загрузка топа">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The profile's Топ tab: places by experience of all time or of this Moscow week, the caller marked '(Вы)'
 * and shown below the list when outside it. `below` (the route's groups table) is mounted at once, so its
 * data loads meanwhile, but shown only with the list: under a skeleton of a guessed height it jumped when
 * the list came shorter or longer (issue 26 §3).
 */
export function TopTab({ below }: { below?: ReactNode }) {
  const headingId = useId();
  const [period, setPeriod] = useState<TopPeriod>('all');
  const query = useTop(period, topLimit);

  const body = () => {
    if (!query.data) {
      if (query.isError) {
        return (
          <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки топа" description={describeError(query.error).message}>
            <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
              Повторить
            </Button>
          </PageNotice>
        );
      }
      return <TopSkeleton />;
    }
    const { top, current_user: me } = query.data;
    if (top.length === 0) {
      return (
        <PageNotice
          icon={<IconTrophy size={28} />}
          title={period === 'week' ? 'На этой неделе опыта ещё нет ни у кого' : 'Пока ни у кого нет опыта'}
          description="Решите задачу — и займёте первое место."
        />
      );
    }
    const outside = !top.some((user) => user.isCurrent);
    return (
      <Paper withBorder>
        <ScrollBox label="Таблица лидеров, прокручивается">
          <Table miw={440} verticalSpacing="xs" horizontalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={64}>Место</Table.Th>
                <Table.Th>Пользователь</Table.Th>
                <Table.Th ta="right">Опыт</Table.Th>
                <Table.Th ta="right">Уровень</Table.Th>
                <Table.Th ta="right">Достижения</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {top.map((user) => (
                <TopRow key={user.id} user={user} />
              ))}
              {outside && (
                <>
                  <Table.Tr className={classes.gap}>
                    <Table.Td colSpan={5}>
                      <span aria-hidden="true">⋯</span>
                      <VisuallyHidden>Ваше место ниже</VisuallyHidden>
                    </Table.Td>
                  </Table.Tr>
                  <TopRow user={me} />
                </>
              )}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      </Paper>
    );
  };

  return (
    <Stack gap="xl">
      <section aria-labelledby={headingId}>
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} fz="xl" id={headingId}>
              Топ по опыту
            </Title>
            <SegmentedControl aria-label="Период" value={period} onChange={(value) => setPeriod(value as TopPeriod)} data={periods} />
          </Group>
          {period === 'week' && query.data?.week_start && (
            <Text size="sm" c="dimmed">
              Опыт с понедельника, {formatWeekStart(query.data.week_start)}, 00:00 по московскому времени.
            </Text>
          )}
          {body()}
        </Stack>
      </section>
      {below !== undefined && <div hidden={!query.data && !query.isError}>{below}</div>}
    </Stack>
  );
}
