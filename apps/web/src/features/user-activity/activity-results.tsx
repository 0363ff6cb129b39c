import type { ActivityPage } from '@ege/core/activity/activity-schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../components/page-notice';
import { ActivityCard } from './activity-card';

/** SPEC §2: the first 3 cards open by default. */
const openByDefault = 3;

type ActivityResultsProps = { data: ActivityPage; onPageChange: (page: number) => void };

/**
 * 'Найдено', the cards and the pager. What the admin opened or closed is kept per task, so a poll that
 * brings a task to the top does not reshuffle which cards are open.
 */
export function ActivityResults({ data, onPageChange }: ActivityResultsProps) {
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const lastPage = Math.max(1, Math.ceil(data.count / data.page_size));
  return (
    <Stack gap="sm">
      <Text fw={600} aria-live="polite">
        Найдено: {data.count}
      </Text>
      {data.results.length === 0 ? (
        <PageNotice icon={<IconInbox size={28} />} title="Попыток нет" description="С такими фильтрами пользователь ещё ничего не решал." />
      ) : (
        data.results.map((item, index) => {
          const opened = toggled[item.task_id] ?? index < openByDefault;
          return <ActivityCard key={item.task_id} item={item} opened={opened} onToggle={() => setToggled((old) => ({ ...old, [item.task_id]: !opened }))} />;
        })
      )}
      {data.count > 0 && (
        <Group justify="center" gap="sm" pt="xs">
          <Button variant="default" leftSection={<IconChevronLeft size={16} />} disabled={data.page <= 1} onClick={() => onPageChange(data.page - 1)}>
            Назад
          </Button>
          <Text size="sm" fw={600}>
            Стр. {data.page}
          </Text>
          <Button variant="default" rightSection={<IconChevronRight size={16} />} disabled={data.page >= lastPage} onClick={() => onPageChange(data.page + 1)}>
            Вперед
          </Button>
        </Group>
      )}
    </Stack>
  );
}
