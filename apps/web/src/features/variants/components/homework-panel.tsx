import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconClipboardCheck, IconClipboardList, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../../components/page-notice';
import { ShowMoreButton } from '../../../components/show-more-button';
import { describeError } from '../../../lib/describe-error';
import { useOpenHomeworkVariant } from '../../../lib/use-open-homework-variant';
import { HomeworkCard } from './homework-card';
import { VariantCard } from './variant-card';
import { VariantCardsSkeleton } from './variant-cards-skeleton';
import { variantGridCols } from '../utils/variant-grid-cols';
import { useDetachedHomeworkVariants } from '../api/use-detached-homework-variants';
import { useHomeworkAssignments } from '../api/use-homework-assignments';

type HomeworkPanelProps = { onEdit: (variant: VariantSummary) => void; onDelete: (variant: VariantSummary) => void };

/**
 * 'Варианты ДЗ': the student's active assignments, each opened as a variant from its card, and the
 * homework variants whose assignment is gone; completed homework behind the toggle (SPEC §2 Variants).
 * Each of the three is paged on its own (decision 020).
 */
export function HomeworkPanel({ onEdit, onDelete }: HomeworkPanelProps) {
  const [showCompleted, setShowCompleted] = useState(false);
  const active = useHomeworkAssignments('active');
  const detached = useDetachedHomeworkVariants();
  const openVariant = useOpenHomeworkVariant();

  if (active.isPending || detached.isPending) return <VariantCardsSkeleton />;
  if (active.isError || detached.isError) {
    const failed = active.isError ? active : detached;
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки домашних заданий" description={describeError(failed.error).message}>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => void Promise.all([active.refetch(), detached.refetch()])} loading={active.isFetching || detached.isFetching}>
          Повторить
        </Button>
      </PageNotice>
    );
  }

  // A page of active ones may hold one the read has just completed: it belongs to the completed list.
  const activeAssignments = active.data.pages.flatMap((page) => page.active);
  const detachedVariants = detached.data.pages.flatMap((page) => page.results);
  return (
    <Stack gap="md">
      {activeAssignments.length + detachedVariants.length === 0 ? (
        <PageNotice icon={<IconClipboardList size={28} />} title="Нет активных домашних заданий" description="Когда преподаватель выдаст домашнее задание, оно появится здесь." />
      ) : (
        <SimpleGrid cols={variantGridCols} spacing="md">
          {activeAssignments.map((assignment) => (
            <HomeworkCard key={assignment.id} assignment={assignment} onOpen={() => openVariant.open(assignment.id)} opening={openVariant.pendingId === assignment.id} />
          ))}
          {detachedVariants.map((variant) => (
            <VariantCard key={variant.id} variant={variant} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </SimpleGrid>
      )}
      <ShowMoreButton query={active} label="Показать ещё домашние задания" />
      <ShowMoreButton query={detached} label="Показать ещё варианты ДЗ" />
      <Group>
        <Button variant="default" leftSection={showCompleted ? <IconEyeOff size={18} /> : <IconEye size={18} />} onClick={() => setShowCompleted((shown) => !shown)} aria-expanded={showCompleted}>
          {showCompleted ? 'Скрыть завершённые ДЗ' : 'Показать завершённые ДЗ'}
        </Button>
      </Group>
      {showCompleted && <CompletedHomework />}
    </Stack>
  );
}

/** Mounted only while shown: the completed ones are asked for when the student opens them. */
function CompletedHomework() {
  const query = useHomeworkAssignments('completed');
  if (query.isPending) return <VariantCardsSkeleton />;
  if (query.isError) {
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки домашних заданий" description={describeError(query.error).message}>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
          Повторить
        </Button>
      </PageNotice>
    );
  }
  const assignments = query.data.pages.flatMap((page) => page.completed);
  if (assignments.length === 0) {
    return <PageNotice icon={<IconClipboardCheck size={28} />} title="Нет завершённых домашних заданий" description="Выполненные домашние задания будут собраны здесь." />;
  }
  return (
    <Stack gap="sm" component="section" aria-label="Завершённые ДЗ">
      <Title order={2} fz="lg">
        Завершённые ДЗ
      </Title>
      <SimpleGrid cols={variantGridCols} spacing="md">
        {assignments.map((assignment) => (
          <HomeworkCard key={assignment.id} assignment={assignment} />
        ))}
      </SimpleGrid>
      <ShowMoreButton query={query} label="Показать ещё завершённые ДЗ" />
    </Stack>
  );
}
