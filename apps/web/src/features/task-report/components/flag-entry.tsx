import type { QueueFlag } from '@ege/core/task-reports/task-report-schemas';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChartBar, IconEyeOff } from '@tabler/icons-react';
import { formatReportDate } from '../utils/format-report-date';

type FlagEntryProps = { flag: QueueFlag; hiding: boolean; onHide: (flag: QueueFlag) => void };

/** A flag the numbers raised (decision 076), in orange so it is not taken for a student's word: why, when, 'Скрыть'. */
export function FlagEntry({ flag, hiding, onHide }: FlagEntryProps) {
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-flag={flag.kind} style={{ borderColor: 'var(--mantine-color-orange-outline)' }}>
      <Stack gap={6}>
        <Group>
          <Badge variant="light" color="orange" tt="none" leftSection={<IconChartBar size={14} />}>
            Подозрительно по статистике
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {flag.why}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            Посчитано {formatReportDate(flag.computed_at)}
          </Text>
          <Button size="compact-sm" variant="subtle" color="gray" leftSection={<IconEyeOff size={16} />} loading={hiding} onClick={() => onHide(flag)} aria-label={`Скрыть отметку: ${flag.why}`}>
            Скрыть
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
