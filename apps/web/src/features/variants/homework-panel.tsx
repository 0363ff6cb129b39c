import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconClipboardCheck, IconClipboardList, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageNotice } from '../../components/page-notice';
import { describeError } from '../../lib/describe-error';
import { trpc } from '../../lib/trpc';
import { HomeworkCard } from './homework-card';
import { joinHomeworkVariants } from './join-homework-variants';
import { useOpenHomeworkVariant } from '../../lib/use-open-homework-variant';
import { VariantCard } from './variant-card';
import { VariantCardsSkeleton } from './variant-cards-skeleton';
import { variantGridCols } from './variant-grid-cols';

type HomeworkPanelProps = { onEdit: (variant: VariantSummary) => void; onDelete: (variant: VariantSummary) => void };

/**
 * 'Варианты ДЗ': the student's assignments, each opened as a variant from its card, and the homework
 * variants whose assignment is gone; completed homework behind the toggle (SPEC §2 Variants).
 */
export function HomeworkPanel({ onEdit, onDelete }: HomeworkPanelProps) {
  const [showCompleted, setShowCompleted] = useState(false);
  // Progress changes in the trainer, out of this page's sight: the tab asks afresh each time it opens.
  const homework = useQuery({ ...trpc.homework.list.queryOptions(), staleTime: 0 });
  const variants = useQuery(trpc.variants.list.queryOptions({ tab: 'homework' }));
  const openVariant = useOpenHomeworkVariant();

  if (homework.isPending || variants.isPending) return <VariantCardsSkeleton />;
  if (homework.isError || variants.isError) {
    const failed = homework.isError ? homework : variants;
    return (
      <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки домашних заданий" description={describeError(failed.error).message}>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => void Promise.all([homework.refetch(), variants.refetch()])} loading={homework.isFetching || variants.isFetching}>
          Повторить
        </Button>
      </PageNotice>
    );
  }

  const tab = joinHomeworkVariants(homework.data, variants.data);
  return (
    <Stack gap="md">
      {tab.active.length + tab.detached.length === 0 ? (
        <PageNotice icon={<IconClipboardList size={28} />} title="Нет активных домашних заданий" description="Когда преподаватель выдаст домашнее задание, оно появится здесь." />
      ) : (
        <SimpleGrid cols={variantGridCols} spacing="md">
          {tab.active.map(({ assignment, variant }) => (
            <HomeworkCard
              key={assignment.id}
              assignment={assignment}
              variant={variant}
              onOpen={() => openVariant.open(assignment.id)}
              opening={openVariant.pendingId === assignment.id}
            />
          ))}
          {tab.detached.map((variant) => (
            <VariantCard key={variant.id} variant={variant} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button variant="default" leftSection={showCompleted ? <IconEyeOff size={18} /> : <IconEye size={18} />} onClick={() => setShowCompleted((shown) => !shown)} aria-expanded={showCompleted}>
          {showCompleted ? 'Скрыть завершённые ДЗ' : 'Показать завершённые ДЗ'}
        </Button>
      </Group>
      {showCompleted &&
        (tab.completed.length === 0 ? (
          <PageNotice icon={<IconClipboardCheck size={28} />} title="Нет завершённых домашних заданий" description="Выполненные домашние задания будут собраны здесь." />
        ) : (
          <Stack gap="sm" component="section" aria-label="Завершённые ДЗ">
            <Title order={2} fz="lg">
              Завершённые ДЗ
            </Title>
            <SimpleGrid cols={variantGridCols} spacing="md">
              {tab.completed.map(({ assignment, variant }) => (
                <HomeworkCard key={assignment.id} assignment={assignment} variant={variant} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
    </Stack>
  );
}
