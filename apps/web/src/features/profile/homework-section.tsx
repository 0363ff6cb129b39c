import '@mantine/core/styles/Grid.css';
import { Alert, Button, Grid, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconClipboardList, IconRefresh } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PageNotice } from '../../components/page-notice';
import { ShowMoreButton } from '../../components/show-more-button';
import { describeError } from '../../lib/describe-error';
import { HomeworkDetail } from './homework-detail';
import { HomeworkPicker } from './homework-picker';
import { HomeworkSkeleton } from './homework-skeleton';
import { orderHomework } from './order-homework';
import { useHomeworkList } from './api/use-homework-list';
import { useOpenHomeworkVariant } from '../../lib/use-open-homework-variant';

const loadErrorTitle = 'Ошибка загрузки домашних заданий';

type HomeworkSectionProps = {
  userId: number;
  /** An assignment to select and scroll to; when it is not among the loaded ones, the first stays selected. */
  focusId?: number | undefined;
};

/** The profile's homework: the list (newest first, the first selected, 'Показать ещё' for older ones) beside the selected one's details. */
export function HomeworkSection({ userId, focusId }: HomeworkSectionProps) {
  const headingId = useId();
  const query = useHomeworkList(userId);
  const opener = useOpenHomeworkVariant();
  const [selectedId, setSelectedId] = useState<number | null>(focusId ?? null);
  const sectionRef = useRef<HTMLElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (focusId !== undefined && loaded) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [focusId, loaded]);

  const retry = (
    <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
      Повторить
    </Button>
  );

  const body = () => {
    if (!query.data) {
      if (query.isError) {
        return (
          <PageNotice icon={<IconAlertCircle size={28} />} color="red" title={loadErrorTitle} description={describeError(query.error).message}>
            {retry}
          </PageNotice>
        );
      }
      return <HomeworkSkeleton />;
    }
    const pages = query.data.pages;
    const homework = orderHomework({ active: pages.flatMap((page) => page.active), completed: pages.flatMap((page) => page.completed) });
    const selected = homework.find((item) => item.id === selectedId) ?? homework[0];
    if (!selected) {
      return <PageNotice icon={<IconClipboardList size={28} />} title="Домашних заданий пока нет" description="Когда преподаватель выдаст домашнее задание, оно появится здесь." />;
    }
    return (
      <Stack gap="sm">
        {query.isError && (
          // A stored list is on screen: say that it may be out of date rather than hide it.
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} title={loadErrorTitle}>
            <Stack gap="xs" align="flex-start">
              {describeError(query.error).message} Показан сохранённый список.
              {retry}
            </Stack>
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Stack gap="sm">
              <HomeworkPicker homework={homework} selectedId={selected.id} onSelect={setSelectedId} />
              <ShowMoreButton query={query} label="Показать ещё домашние задания" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <HomeworkDetail key={selected.id} homework={selected} onOpenVariant={opener.open} opening={opener.pendingId === selected.id} />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  };

  return (
    <section aria-labelledby={headingId} ref={sectionRef} style={{ scrollMarginTop: 72 }}>
      <Stack gap="sm">
        <Title order={2} fz="xl" id={headingId}>
          Домашние задания
        </Title>
        {body()}
      </Stack>
    </section>
  );
}
