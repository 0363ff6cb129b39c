import type { VariantSummary } from '@ege/core/variants/variant-schemas';
import { Button, Group, Stack } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { PageNotice } from '../../components/page-notice';
import { VariantsList } from './variants-list';

type HomeworkPanelProps = { onEdit: (variant: VariantSummary) => void; onDelete: (variant: VariantSummary) => void };

/** 'Варианты ДЗ': the variants made from homework; completed homework arrives with the homework issue. */
export function HomeworkPanel({ onEdit, onDelete }: HomeworkPanelProps) {
  const [showCompleted, setShowCompleted] = useState(false);
  return (
    <Stack gap="md">
      <VariantsList
        tab="homework"
        onEdit={onEdit}
        onDelete={onDelete}
        empty={
          <PageNotice icon={<IconClipboardList size={28} />} title="Нет активных домашних заданий" description="Когда преподаватель выдаст домашнее задание, оно появится здесь." />
        }
      />
      <Group>
        <Button variant="default" leftSection={showCompleted ? <IconEyeOff size={18} /> : <IconEye size={18} />} onClick={() => setShowCompleted((shown) => !shown)} aria-expanded={showCompleted}>
          {showCompleted ? 'Скрыть завершённые ДЗ' : 'Показать завершённые ДЗ'}
        </Button>
      </Group>
      {showCompleted && (
        <PageNotice icon={<IconClipboardCheck size={28} />} title="Нет завершённых домашних заданий" description="Выполненные домашние задания будут собраны здесь." />
      )}
    </Stack>
  );
}
