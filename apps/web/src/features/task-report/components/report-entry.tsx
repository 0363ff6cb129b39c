import { taskReportKindLabels, taskReportStatusLabels, type QueueReport } from '@ege/core/task-reports/task-report-schemas';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { formatReportDate } from '../utils/format-report-date';

type ReportEntryProps = {
  report: QueueReport;
  /** A generator's item holds reports of several tasks: each says which. */
  showTask: boolean;
  onHandle: (report: QueueReport, status: 'accepted' | 'rejected') => void;
};

/** One report: what is wrong, the text, who and when; open, 'Принять' and 'Отклонить'; handled, the reply. */
export function ReportEntry({ report, showTask, onHandle }: ReportEntryProps) {
  const about = showTask ? ` (задание #${report.task_id})` : '';
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={`Сообщение от ${report.username ?? 'удалённого пользователя'}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="blue" tt="none">
            {taskReportKindLabels[report.kind]}
          </Badge>
          {showTask && (
            <Text size="sm" fw={600}>
              #{report.task_id}
            </Text>
          )}
          {report.status !== 'open' && (
            <Badge variant="light" color={report.status === 'accepted' ? 'teal' : 'gray'} tt="none">
              {taskReportStatusLabels[report.status]}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.text}
        </Text>
        <Text size="xs" c="dimmed">
          {report.username ?? 'Пользователь удалён'} · {formatReportDate(report.created_at)}
        </Text>
        {report.reply !== null && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              Ответ{report.handled_at ? ` (${formatReportDate(report.handled_at)})` : ''}:{' '}
            </Text>
            {report.reply}
          </Text>
        )}
        {report.status === 'open' && (
          <Group gap="xs">
            <Button size="compact-sm" variant="light" color="teal" leftSection={<IconCheck size={16} />} onClick={() => onHandle(report, 'accepted')} aria-label={`Принять сообщение${about}`}>
              Принять
            </Button>
            <Button size="compact-sm" variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => onHandle(report, 'rejected')} aria-label={`Отклонить сообщение${about}`}>
              Отклонить
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
