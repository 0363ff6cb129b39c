import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import type { TaskReportPlaceProps } from '../../../components/task-report-slot';
import { LazyReportErrorModal } from './lazy-report-error-modal';

/**
 * 'Сообщить об ошибке' (issue 30 §1): small and grey beside a task, so it never competes with
 * 'Проверить'; in a table's row an icon named after its task. Opens the form, or for a guest the way to an account.
 */
export function ReportErrorButton({ taskId, about, compact = false, name }: TaskReportPlaceProps) {
  const [opened, setOpened] = useState(false);
  const label = about === 'solution' ? 'Сообщить об ошибке в разборе' : 'Сообщить об ошибке';
  return (
    <>
      {compact ? (
        <Tooltip label={label} withArrow>
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={name ?? label} onClick={() => setOpened(true)}>
            <IconFlag size={16} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="subtle" color="gray" size="compact-sm" leftSection={<IconFlag size={16} stroke={1.7} />} aria-label={name} onClick={() => setOpened(true)}>
          {label}
        </Button>
      )}
      <LazyReportErrorModal opened={opened} taskId={taskId} initialKind={about ?? null} onClose={() => setOpened(false)} />
    </>
  );
}
